# cmake --install: the programs (dpviz-ddp once it exists), the video module dpviz loads when it exports,
# the desktop entry, AppStream metadata (icons: cmake/DpvizIcons.cmake), the man pages, and the
# specification with the training cases as documentation. Translations and bundled lessons are compiled
# into the programs, so nothing is looked up in the build folder.
install(TARGETS dpviz-cli dpviz-bench RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET dpviz-ddp)
  install(TARGETS dpviz-ddp RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

# Man pages from the programs' own --help (help2man), so they cannot drift from it.
find_program(DPVIZ_HELP2MAN help2man REQUIRED)  # tools/install-deps.sh
set(_man_dir ${PROJECT_BINARY_DIR}/man)
# The pages' date is the release's (help2man reads SOURCE_DATE_EPOCH), not the day of the build.
execute_process(COMMAND date -u -d ${DPVIZ_RELEASE_DATE} +%s OUTPUT_VARIABLE _release_epoch OUTPUT_STRIP_TRAILING_WHITESPACE)
# Compressed as Debian's policy asks (gzip -n: no time stamp, so the package is reproducible).
function(dpviz_man_page target summary)
  set(_page ${_man_dir}/${target}.1)
  add_custom_command(OUTPUT ${_page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_man_dir}
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen SOURCE_DATE_EPOCH=${_release_epoch}
            ${DPVIZ_HELP2MAN} --no-info --section=1 --version-string=${PROJECT_VERSION}
            --name=${summary} --output=${_page} $<TARGET_FILE:${target}>
    COMMAND gzip -9nf ${_page}
    DEPENDS ${target}
    COMMENT "Writing the ${target} man page (help2man)" VERBATIM)
  add_custom_target(${target}-man ALL DEPENDS ${_page}.gz)
  install(FILES ${_page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()
dpviz_man_page(dpviz-cli "run PyTorch's DataParallel tutorial on simulated or CUDA GPUs, headless")
if(TARGET dpviz-ddp)  # written by hand: it runs under mpirun
  configure_file(${PROJECT_SOURCE_DIR}/resources/man/dpviz-ddp.1.in ${_man_dir}/dpviz-ddp.1 @ONLY)
  add_custom_command(OUTPUT ${_man_dir}/dpviz-ddp.1.gz
    COMMAND gzip -9nkf ${_man_dir}/dpviz-ddp.1
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/man/dpviz-ddp.1.in VERBATIM)
  add_custom_target(dpviz-ddp-man ALL DEPENDS ${_man_dir}/dpviz-ddp.1.gz)
  install(FILES ${_man_dir}/dpviz-ddp.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

# The specification of PyTorch's behaviour and the training cases PyTorch made, which dpviz-cli and
# dpviz-ddp --case replay (their --help names these paths).
install(FILES ${PROJECT_SOURCE_DIR}/docs/semantics.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/tests/data/train.json DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

if(DPVIZ_BUILD_GUI)
  dpviz_man_page(dpviz "watch PyTorch's nn.DataParallel split, run and gather each batch")
  install(TARGETS dpviz RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(TARGETS dpviz-video LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/dpviz)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/${DPVIZ_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  configure_file(${PROJECT_SOURCE_DIR}/resources/${DPVIZ_APP_ID}.metainfo.xml.in
                 ${PROJECT_BINARY_DIR}/${DPVIZ_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${DPVIZ_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  # The browser edition, which the class vote serves and --export-web copies (common/web_edition.h
  # finds it beside the program).
  if(TARGET web_edition)
    install(DIRECTORY ${DPVIZ_WEB_SITE_DIR}/ DESTINATION ${CMAKE_INSTALL_DATADIR}/dpviz/web)
  endif()
endif()
