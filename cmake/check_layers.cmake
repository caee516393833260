# Fails when a source of engine/ or ui/ includes a folder above its own (cmake/DpvizLayers.cmake
# has the order), naming the file, the line and the forbidden edge; also when a folder on disk is not
# in the order or one in the order is gone. Run with -DROOT=<source dir> -DTREE=engine|ui
# [-DSTAMP=<file>, touched when the check passes: the build's step].
cmake_minimum_required(VERSION 3.25)  # script mode: the policies of the project
include(${CMAKE_CURRENT_LIST_DIR}/DpvizLayers.cmake)

if(TREE STREQUAL "engine")
  set(layers ${DPVIZ_ENGINE_LAYERS})
  set(below_tree "")
elseif(TREE STREQUAL "ui")
  set(layers ${DPVIZ_UI_LAYERS})
  set(below_tree ${DPVIZ_ENGINE_LAYERS})  # the whole engine stands below the UI
else()
  message(FATAL_ERROR "check_layers: TREE must be engine or ui, not '${TREE}'")
endif()
string(REPLACE ";" " < " order "${layers}")

# The folders on disk and the order must agree (a new folder is placed in the order, not skipped).
file(GLOB entries LIST_DIRECTORIES true RELATIVE ${ROOT}/${TREE} ${ROOT}/${TREE}/*)
set(problems "")
foreach(entry ${entries})
  if(IS_DIRECTORY ${ROOT}/${TREE}/${entry} AND NOT entry IN_LIST layers)
    list(APPEND problems "${TREE}/${entry}/ is not in the layer order of ${TREE}/ (cmake/DpvizLayers.cmake): ${order}")
  endif()
endforeach()
foreach(layer ${layers})
  if(NOT IS_DIRECTORY ${ROOT}/${TREE}/${layer})
    list(APPEND problems "${TREE}/${layer}/ is in the layer order (cmake/DpvizLayers.cmake) but not on disk")
  endif()
endforeach()

# An include names a folder and a file: "folder/file" or <folder/file>. Quoted ones of any folder
# are judged; <...> ones only when the folder is one of the trees' layers (else it is a system or
# library header such as <QtCore/QString>).
set(include_regex "^[ \t]*#[ \t]*include[ \t]*([<\"])([^\">/]+)/([^\">]*)[\">]")
set(all_layers ${DPVIZ_ENGINE_LAYERS} ${DPVIZ_UI_LAYERS})

# The verdict on one include from a source of the folder at own_index: "" (allowed), "skip" (not
# ours), or the reason it is refused. ui/ is searched before engine/ (-I ui -I engine), so in ui/ a
# folder both trees have is the UI's whenever ui/<folder>/<file> exists.
function(judge_include own own_index delim folder rest out)
  set(verdict "")
  set(tree_of_folder ${TREE})
  if(TREE STREQUAL "ui" AND folder IN_LIST below_tree AND NOT EXISTS ${ROOT}/ui/${folder}/${rest})
    set(tree_of_folder engine)
  endif()
  list(FIND layers ${folder} index)
  if(delim STREQUAL "<" AND NOT folder IN_LIST all_layers)
    set(verdict skip)
  elseif(tree_of_folder STREQUAL "engine" AND NOT TREE STREQUAL "engine")
    set(verdict "")  # the whole engine stands below the UI
  elseif(folder STREQUAL own OR (index GREATER_EQUAL 0 AND index LESS own_index))
    set(verdict "")
  elseif(index GREATER_EQUAL 0)
    set(verdict "but ${folder} stands above ${own} (${TREE} layers, bottom first: ${order})")
  else()
    set(verdict "but ${folder}/ is no folder below ${own} (${TREE} layers, bottom first: ${order})")
  endif()
  set(${out} "${verdict}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE ${ROOT}
     ${ROOT}/${TREE}/*.h ${ROOT}/${TREE}/*.cpp ${ROOT}/${TREE}/*.cu ${ROOT}/${TREE}/*.cuh)
list(LENGTH sources count)
if(count LESS 20)
  message(FATAL_ERROR "check_layers: found only ${count} sources under ${ROOT}/${TREE}")
endif()

# A ui/ header with the path of an engine/ header hides the engine's from every ui/ source.
if(TREE STREQUAL "ui")
  foreach(source ${sources})
    string(REGEX REPLACE "^ui/" "" inner ${source})
    if(EXISTS ${ROOT}/engine/${inner})
      list(APPEND problems "${source}: has the path of engine/${inner}, which it hides from ui/ (-I ui comes before -I engine): rename one")
    endif()
  endforeach()
endif()

set(edges 0)
foreach(source ${sources})
  string(REGEX MATCH "^${TREE}/([^/]+)/" _ ${source})
  set(own ${CMAKE_MATCH_1})
  if(own STREQUAL "")
    list(APPEND problems "${source}: a source outside the layer folders of ${TREE}/")
    continue()
  endif()
  list(FIND layers ${own} own_index)
  # The fast path: the file's folder includes only. Line numbers are looked up for a bad one.
  file(STRINGS ${ROOT}/${source} includes REGEX "#[ \t]*include[ \t]*[<\"][^\">/]+/")
  set(bad_lines "")
  foreach(line ${includes})
    if(NOT line MATCHES "${include_regex}")
      continue()
    endif()
    judge_include(${own} ${own_index} "${CMAKE_MATCH_1}" ${CMAKE_MATCH_2} "${CMAKE_MATCH_3}" verdict)
    if(verdict STREQUAL "skip")
      continue()
    endif()
    math(EXPR edges "${edges} + 1")
    if(NOT verdict STREQUAL "")
      list(APPEND bad_lines "${CMAKE_MATCH_1}${CMAKE_MATCH_2}/${CMAKE_MATCH_3}")
    endif()
  endforeach()
  if(bad_lines STREQUAL "")
    continue()
  endif()
  # Numbered lines: the text with its list-breaking characters neutralised, one element a line.
  file(READ ${ROOT}/${source} text)
  string(REPLACE "\\" "/" text "${text}")
  string(REPLACE ";" "," text "${text}")
  string(REPLACE "[" "(" text "${text}")
  string(REPLACE "]" ")" text "${text}")
  string(REPLACE "\n" ";" text "${text}")
  set(number 0)
  foreach(line IN LISTS text)
    math(EXPR number "${number} + 1")
    if(NOT line MATCHES "${include_regex}")
      continue()
    endif()
    judge_include(${own} ${own_index} "${CMAKE_MATCH_1}" ${CMAKE_MATCH_2} "${CMAKE_MATCH_3}" verdict)
    if(verdict STREQUAL "" OR verdict STREQUAL "skip")
      continue()
    endif()
    list(APPEND problems "${source}:${number}: ${own} includes ${CMAKE_MATCH_2}/${CMAKE_MATCH_3}, ${verdict}")
  endforeach()
endforeach()

if(problems)
  foreach(problem IN LISTS problems)
    message(NOTICE "${problem}")  # one line each, as a compiler's: file:line: what
  endforeach()
  list(LENGTH problems n)
  message(FATAL_ERROR "layers of ${TREE}/: ${n} problem(s) above; a folder may include only the folders below it")
endif()
if(STAMP)
  file(TOUCH ${STAMP})
endif()
message(STATUS "layers of ${TREE}/: ${count} sources, ${edges} includes of a folder, none upward (${order})")
