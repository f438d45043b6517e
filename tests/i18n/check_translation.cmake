# Checks a shipped translation (TS) against the client's sources: lupdate
# gathers every tr() string again into a copy of the file; the copy must
# hold the same messages as the shipped file (none new, none gone), none
# unfinished, and every context must be one tr() uses at run time (a Qt
# class "hydaspes::client::Name", or a name given to Q_DECLARE_TR_FUNCTIONS,
# QCoreApplication::translate or QT_TRANSLATE_NOOP in the sources).
#
# cmake -DTS=... -DLUPDATE=... -DPROJECT_IN=... -DGENERATOR=... -DWORK=... -P check_translation.cmake
cmake_minimum_required(VERSION 3.16)  # IN_LIST (CMP0057)

foreach(var TS LUPDATE PROJECT_IN GENERATOR WORK)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_translation.cmake needs -D${var}=...")
  endif()
endforeach()

file(MAKE_DIRECTORY ${WORK})
get_filename_component(ts_name ${TS} NAME)
set(copy ${WORK}/${ts_name})
file(COPY_FILE ${TS} ${copy})
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK}/project.json -P ${GENERATOR}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the lupdate project could not be written")
endif()
execute_process(COMMAND ${LUPDATE} -project ${WORK}/project.json -no-obsolete -locations none -ts ${copy}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "lupdate failed:\n${out}${err}")
endif()
# lupdate's own warnings (a tr() it cannot place in a class) mean strings
# filed under a context that tr() does not use at run time.
string(REGEX MATCHALL "[^\n]*(lacks Q_OBJECT|unknown namespace/class)[^\n]*" placeless "${err}")
if(placeless)
  list(JOIN placeless "\n" placeless)
  message(SEND_ERROR "lupdate cannot tell the context of some tr() calls:\n${placeless}")
endif()

file(READ ${TS} shipped)
file(READ ${copy} gathered)
string(REGEX MATCHALL "<message[ >]" shipped_messages "${shipped}")
string(REGEX MATCHALL "<message[ >]" gathered_messages "${gathered}")
list(LENGTH shipped_messages shipped_count)
list(LENGTH gathered_messages gathered_count)
message(STATUS "${ts_name}: ${shipped_count} messages shipped, ${gathered_count} in the sources")
if(NOT shipped_count EQUAL gathered_count)
  message(SEND_ERROR "${ts_name} is out of date: ${shipped_count} messages shipped, ${gathered_count} in the sources "
                     "(cmake --build build --target update_translations, then translate)")
endif()
foreach(kind unfinished vanished obsolete)
  string(REGEX MATCHALL "type=\"${kind}\"" found "${gathered}")
  list(LENGTH found n)
  if(n GREATER 0)
    string(REGEX MATCHALL "<source>[^<]*</source>\n *<translation type=\"${kind}\"" which "${gathered}")
    list(JOIN which "\n" which)
    message(SEND_ERROR "${ts_name}: ${n} ${kind} translation(s):\n${which}")
  endif()
endforeach()
string(REGEX MATCHALL "<numerusform></numerusform>" empty_forms "${gathered}")
if(empty_forms)
  message(SEND_ERROR "${ts_name}: a counted message lacks a plural form")
endif()

# The contexts tr() uses at run time.
file(READ ${WORK}/project.json project)
string(REGEX MATCHALL "\"[^\"]+/src/client/[^\"]+\\.(cpp|h)\"" sources "${project}")
set(declared "")
foreach(source IN LISTS sources)
  string(REPLACE "\"" "" source ${source})
  file(READ ${source} text)
  string(REGEX MATCHALL "(Q_DECLARE_TR_FUNCTIONS\\(|translate\\(\"|QT_TRANSLATE_NOOP\\(\")[A-Za-z:]+" names "${text}")
  foreach(n IN LISTS names)
    string(REGEX REPLACE "^.*[(\"]" "" n "${n}")
    list(APPEND declared ${n})
  endforeach()
endforeach()
string(REGEX MATCHALL "<name>[^<]*</name>" contexts "${gathered}")
foreach(c IN LISTS contexts)
  string(REGEX REPLACE "</?name>" "" c "${c}")
  if(NOT c MATCHES "^hydaspes::client::[A-Za-z]+$" AND NOT c IN_LIST declared)
    message(SEND_ERROR "${ts_name}: context \"${c}\" is not one tr() uses at run time")
  endif()
endforeach()
message(STATUS "${ts_name}: checked")
