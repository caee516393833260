# The application icon's PNGs (hicolor sizes 16–512) rendered from resources/icons/<id>.svg at build
# time with rsvg-convert (librsvg2-bin), so the SVG is the only drawing. Included from ui/ (the
# resources that embed some of them must be made in the same folder, for Makefile generators); sets
# DPVIZ_ICON_PNG_DIR (<build>/icons/<size>x<size>/apps/<id>.png) and adds the target dpviz-icons.
set(DPVIZ_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/${DPVIZ_APP_ID}.svg)
set(DPVIZ_ICON_SIZES 16 22 24 32 48 64 128 256 512)
set(DPVIZ_ICON_PNG_DIR ${PROJECT_BINARY_DIR}/icons)
find_program(DPVIZ_RSVG_CONVERT rsvg-convert REQUIRED)  # tools/install-deps.sh: librsvg2-bin

set(_pngs "")
foreach(size IN LISTS DPVIZ_ICON_SIZES)
  set(_png ${DPVIZ_ICON_PNG_DIR}/${size}x${size}/apps/${DPVIZ_APP_ID}.png)
  add_custom_command(OUTPUT ${_png}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${DPVIZ_ICON_PNG_DIR}/${size}x${size}/apps
    COMMAND ${DPVIZ_RSVG_CONVERT} --width=${size} --height=${size} --format=png --output=${_png} ${DPVIZ_ICON_SVG}
    DEPENDS ${DPVIZ_ICON_SVG}
    COMMENT "Rendering the ${size}x${size} icon" VERBATIM)
  list(APPEND _pngs ${_png})
endforeach()
add_custom_target(dpviz-icons ALL DEPENDS ${_pngs})

install(DIRECTORY ${DPVIZ_ICON_PNG_DIR}/ DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor)
install(FILES ${DPVIZ_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
