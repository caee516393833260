# The layers of engine/ and ui/, bottom first: a folder may include only the folders listed before it
# (ui/ also the whole engine), never one after it. The one place the order is written: each folder's
# static library links the one below it (dpviz_layer_library), each library is linked alone to find
# a call upward (dpviz_link_checks), and cmake/check_layers.cmake reads every #include "folder/..."
# against it, in the build and as the tests layers_engine and layers_ui.
#
# engine: core (shapes, chunk rule, errors) < device (Device, Tensor, CPU and simulated GPUs) < cuda
# (a Device on real GPUs) < nn (modules on any device) < data (loaders, samplers, split facts) < trace
# (events, the cost model) < dist (process groups; NCCL needs cuda) < parallel (DataParallel, the DDP
# reducer: nn, trace, dist) < run (what a run is, assembled from all of them) < quiz (questions whose
# answers it asks of every layer below: the chunk rule, DataLoader, DistributedSampler, the reduce, the ring).
set(DPVIZ_ENGINE_LAYERS core device cuda nn data trace dist parallel run quiz)
# ui: common (JSON reader, language) < bridge (the engine on its thread) < stage (scene, player) <
# lessons (tutorial, presets, pitfalls) < session (RunSession: the run on screen, no widgets) < panels
# < quiz (predict, then reveal: the questions at the reveal points, the panel) < vote (the class vote from
# the phones: its server, feeding the quiz's counts) < explorer < ddp < export
# (films any FilmedWindow) < shell (the main window, which assembles them).
set(DPVIZ_UI_LAYERS common bridge stage lessons session panels quiz vote explorer ddp export shell)

if(CMAKE_SCRIPT_MODE_FILE)
  return()  # check_layers.cmake needs only the lists
endif()

# dpviz_layer_library(engine <folder> <sources>...): the static library dpengine_<folder>, linked
# PUBLIC to the layer below it, so each layer reaches everything under it and nothing above.
#
# dpviz_layer_library(ui <folder> BASE <sources>... WIDGETS <sources>...): ui/ is two tiers, as
# qBittorrent's base/ and gui/. dpui_<folder>_base holds the folder's sources that need only QtCore
# (and QtNetwork): readers, models, state machines, the vote's server; it links the base tier of the
# folder below and never a widget. dpui_<folder> holds the widgets; it links its own base tier and the
# widget tier of the folder below. A tier with no source is an INTERFACE library. The base tier is
# built without the GUI too (the fuzzers link it, fuzz/CMakeLists.txt).
#
# Every static library gets a link check (dpviz_link_checks, below): a program made of all its objects
# and linked to nothing but what it links, so a call upward (a higher folder, or the widget tier from
# the base tier) is an undefined reference in the build. The compiler's own record of the headers
# each object opened is judged by tools/check_layer_deps.py (the test layers_compiled).
function(dpviz_layer_library tree folder)
  if(tree STREQUAL "engine")
    set(layers ${DPVIZ_ENGINE_LAYERS})
  else()
    set(layers ${DPVIZ_UI_LAYERS})
  endif()
  list(FIND layers ${folder} index)
  if(index LESS 0)
    message(FATAL_ERROR "${tree}/${folder} is not in the layer order (cmake/DpvizLayers.cmake)")
  endif()
  set(below_folder "")
  if(index GREATER 0)
    math(EXPR below "${index} - 1")
    list(GET layers ${below} below_folder)
  endif()
  if(tree STREQUAL "engine")
    add_library(dpengine_${folder} STATIC ${ARGN})
    if(below_folder)
      target_link_libraries(dpengine_${folder} PUBLIC dpengine_${below_folder})
    endif()
    set_property(GLOBAL APPEND PROPERTY DPVIZ_LAYER_LIBRARIES dpengine_${folder})
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "BASE;WIDGETS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "ui/${folder}: name each source's tier (BASE or WIDGETS): ${arg_UNPARSED_ARGUMENTS}")
  endif()
  _dpviz_ui_tier(dpui_${folder}_base "${arg_BASE}" Qt6::Core)
  if(below_folder)
    target_link_libraries(dpui_${folder}_base ${_dpviz_scope} dpui_${below_folder}_base)
  endif()
  if(DPVIZ_BUILD_GUI)
    _dpviz_ui_tier(dpui_${folder} "${arg_WIDGETS}" Qt6::Widgets)
    target_link_libraries(dpui_${folder} ${_dpviz_scope} dpui_${folder}_base)
    if(below_folder)
      target_link_libraries(dpui_${folder} ${_dpviz_scope} dpui_${below_folder})
    endif()
  endif()
endfunction()

# One tier's library: static with its sources (and moc), or INTERFACE without any; sets
# _dpviz_scope in the caller to PUBLIC or INTERFACE for the links that follow.
macro(_dpviz_ui_tier target sources qt)
  if(NOT "${sources}" STREQUAL "")
    add_library(${target} STATIC ${sources})
    set_target_properties(${target} PROPERTIES AUTOMOC ON)
    set_property(GLOBAL APPEND PROPERTY DPVIZ_LAYER_LIBRARIES ${target})
    set(_dpviz_scope PUBLIC)
  else()
    add_library(${target} INTERFACE)
    set(_dpviz_scope INTERFACE)
  endif()
  target_link_libraries(${target} ${_dpviz_scope} ${qt})
endmacro()

# The link checks: for each static layer library, link_check_<library>, a program of all its objects
# (and an empty main) linked to the library itself, that is to everything it links and nothing else.
# An object that calls upward leaves an undefined reference and the build stops there. Also refused
# here: a layer library that names a higher layer's library among its links.
option(DPVIZ_LINK_CHECK "Link each layer library alone (an upward call fails to link)" ON)
function(dpviz_link_checks)
  get_property(libraries GLOBAL PROPERTY DPVIZ_LAYER_LIBRARIES)
  set(main ${PROJECT_BINARY_DIR}/link_check_main.cpp)
  file(CONFIGURE OUTPUT ${main} CONTENT "// The link checks' main (cmake/DpvizLayers.cmake): the program is its objects.\nint main() { return 0; }\n")
  if(DPVIZ_LINK_CHECK AND NOT DPVIZ_SANITIZE AND NOT DPVIZ_FUZZ)
    add_library(dpviz_link_check_main OBJECT ${main})  # compiled once, in every check
  endif()
  foreach(library ${libraries})
    _dpviz_rank(${library} rank)
    get_target_property(links ${library} LINK_LIBRARIES)
    foreach(link ${links})
      if(TARGET ${link} AND link MATCHES "^dp(engine|ui)_")
        _dpviz_rank(${link} link_rank)
        if(link_rank GREATER rank)
          message(FATAL_ERROR "${library} links ${link}, a layer above it (cmake/DpvizLayers.cmake)")
        endif()
        if(library MATCHES "_base$" AND link MATCHES "^dpui_" AND NOT link MATCHES "_base$")
          message(FATAL_ERROR "${library} links ${link}: the base tier links no widget tier (cmake/DpvizLayers.cmake)")
        endif()
      endif()
    endforeach()
    if(DPVIZ_LINK_CHECK AND NOT DPVIZ_SANITIZE AND NOT DPVIZ_FUZZ)
      add_executable(link_check_${library} $<TARGET_OBJECTS:dpviz_link_check_main> $<TARGET_OBJECTS:${library}>)
      target_link_libraries(link_check_${library} PRIVATE ${library})
      set_target_properties(link_check_${library} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/link_checks)
    endif()
  endforeach()
endfunction()

# A layer library's place in the order: the engine's layers, then ui/'s, each base tier just below
# its own folder's widget tier (0, 1, 2, …; the higher, the more it may link).
function(_dpviz_rank library out)
  set(rank 0)
  foreach(layer ${DPVIZ_ENGINE_LAYERS})
    if(library STREQUAL "dpengine_${layer}")
      set(${out} ${rank} PARENT_SCOPE)
      return()
    endif()
    math(EXPR rank "${rank} + 1")
  endforeach()
  foreach(layer ${DPVIZ_UI_LAYERS})
    if(library STREQUAL "dpui_${layer}_base")
      set(${out} ${rank} PARENT_SCOPE)
      return()
    endif()
    math(EXPR rank "${rank} + 1")
    if(library STREQUAL "dpui_${layer}")
      set(${out} ${rank} PARENT_SCOPE)
      return()
    endif()
    math(EXPR rank "${rank} + 1")
  endforeach()
  set(${out} -1 PARENT_SCOPE)
endfunction()

# The build refuses a back-include: the check runs when a source of the tree changes (its stamp
# file), before the tree's bottom library, so every target that links the tree waits for it.
function(dpviz_layer_check tree bottom_target)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/${tree}/*.h ${PROJECT_SOURCE_DIR}/${tree}/*.cpp
       ${PROJECT_SOURCE_DIR}/${tree}/*.cu ${PROJECT_SOURCE_DIR}/${tree}/*.cuh)
  set(stamp ${PROJECT_BINARY_DIR}/layers_${tree}.stamp)
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${CMAKE_COMMAND} -DROOT=${PROJECT_SOURCE_DIR} -DTREE=${tree} -DSTAMP=${stamp}
            -P ${PROJECT_SOURCE_DIR}/cmake/check_layers.cmake
    DEPENDS ${sources} ${PROJECT_SOURCE_DIR}/cmake/check_layers.cmake ${PROJECT_SOURCE_DIR}/cmake/DpvizLayers.cmake
    COMMENT "Checking the layers of ${tree}/ (no back-includes)"
    VERBATIM)
  add_custom_target(check_layers_${tree} ALL DEPENDS ${stamp})
  add_dependencies(${bottom_target} check_layers_${tree})
endfunction()
