# The layers of engine/ and ui/, bottom first: a folder may include only the folders listed before it
# (ui/ also the whole engine), never one after it. The one place the order is written: each folder's
# static library links the one below it (dpviz_layer_library), and cmake/check_layers.cmake reads
# every #include "folder/..." against it, in the build and as the tests layers_engine and layers_ui.
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

# dpviz_layer_library(<engine|ui> <folder> <sources>...): the static library dpengine_<folder> or
# dpui_<folder>, linked PUBLIC to the layer below it, so each layer reaches everything under it and
# nothing above. The linker cannot see a header-only back-include: the check below does.
function(dpviz_layer_library tree folder)
  if(tree STREQUAL "engine")
    set(prefix dpengine)
    set(layers ${DPVIZ_ENGINE_LAYERS})
  else()
    set(prefix dpui)
    set(layers ${DPVIZ_UI_LAYERS})
  endif()
  list(FIND layers ${folder} index)
  if(index LESS 0)
    message(FATAL_ERROR "${tree}/${folder} is not in the layer order (cmake/DpvizLayers.cmake)")
  endif()
  add_library(${prefix}_${folder} STATIC ${ARGN})
  if(index GREATER 0)
    math(EXPR below "${index} - 1")
    list(GET layers ${below} below_folder)
    target_link_libraries(${prefix}_${folder} PUBLIC ${prefix}_${below_folder})
  endif()
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
