# Plants the include edges the layer check (cmake/check_layers.cmake) must refuse, one at a time in a
# scratch copy of engine/ and ui/, and fails unless each is refused with its file and line, while the
# unplanted copy passes. Run with -DROOT=<source dir> -DSCRATCH=<empty temporary folder>.
cmake_minimum_required(VERSION 3.25)
if(NOT ROOT OR NOT SCRATCH)
  message(FATAL_ERROR "layers_planted: -DROOT and -DSCRATCH are required")
endif()
file(REMOVE_RECURSE ${SCRATCH})

# Runs the check on the scratch copy of TREE; sets rc and out in the caller.
macro(check tree)
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${SCRATCH}/copy -DTREE=${tree}
                          -P ${ROOT}/cmake/check_layers.cmake
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
endmacro()

macro(fresh_copy)
  file(REMOVE_RECURSE ${SCRATCH}/copy)
  file(COPY ${ROOT}/engine ${ROOT}/ui ${ROOT}/cmake DESTINATION ${SCRATCH}/copy)
endmacro()

set(failures 0)
fresh_copy()
foreach(tree engine ui)
  check(${tree})
  if(NOT rc EQUAL 0)
    message(NOTICE "the unplanted copy of ${tree}/ fails the check:\n${out}")
    math(EXPR failures "${failures} + 1")
  endif()
endforeach()

# Each plant: the tree, the file it goes into, the line appended, and a text the refusal must hold.
set(plants
  "ui|ui/common/language.cpp|#include \"quiz/predict_state.h\"|ui/common/language.cpp:.*common includes quiz/predict_state.h, but quiz stands above common"
  "ui|ui/common/language.cpp|#include <shell/settings.h>|ui/common/language.cpp:.*common includes shell/settings.h, but shell stands above common"
  "ui|ui/stage/player.cpp|#  include <ddp/ddp_view.h>|ui/stage/player.cpp:.*stage includes ddp/ddp_view.h, but ddp stands above stage"
  "engine|engine/core/chunk.cpp|#include <run/run_config.h>|engine/core/chunk.cpp:.*core includes run/run_config.h, but run stands above core"
  "engine|engine/nn/linear.cpp|#include \"shell/settings.h\"|engine/nn/linear.cpp:.*nn includes shell/settings.h, but shell/ is no folder below nn")
foreach(plant IN LISTS plants)
  string(REPLACE "|" ";" fields "${plant}")
  list(GET fields 0 tree)
  list(GET fields 1 file)
  list(GET fields 2 line)
  list(GET fields 3 expected)
  fresh_copy()
  if(NOT EXISTS ${SCRATCH}/copy/${file})
    message(FATAL_ERROR "layers_planted: ${file} is gone; plant into another file")
  endif()
  file(APPEND ${SCRATCH}/copy/${file} "\n${line}\n")
  check(${tree})
  if(rc EQUAL 0 OR NOT out MATCHES "${expected}")
    message(NOTICE "planted `${line}` in ${file}: the check did not refuse it as expected (exit ${rc}):\n${out}")
    math(EXPR failures "${failures} + 1")
  endif()
endforeach()

# A ui/ header with an engine header's path hides the engine's.
fresh_copy()
file(GLOB engine_quiz RELATIVE ${SCRATCH}/copy/engine/quiz ${SCRATCH}/copy/engine/quiz/*.h)
list(GET engine_quiz 0 hidden)
file(WRITE ${SCRATCH}/copy/ui/quiz/${hidden} "#pragma once\n")
check(ui)
if(rc EQUAL 0 OR NOT out MATCHES "ui/quiz/${hidden}: has the path of engine/quiz/${hidden}")
  message(NOTICE "ui/quiz/${hidden} planted beside engine/quiz/${hidden}: not refused (exit ${rc}):\n${out}")
  math(EXPR failures "${failures} + 1")
endif()

file(REMOVE_RECURSE ${SCRATCH})
if(failures GREATER 0)
  message(FATAL_ERROR "layers_planted: ${failures} plant(s) passed the layer check")
endif()
list(LENGTH plants n)
math(EXPR n "${n} + 1")
message(STATUS "layers_planted: ${n} planted edges refused, the unplanted copy passes")
