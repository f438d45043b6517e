# ctest dist_mime_type_valid: the saved game's MIME type (linux/*.mime.xml)
# is well-formed XML, and update-mime-database builds a database from it
# alone that knows the *.hydaspes glob and the "hydaspes-save" magic.
# cmake -DXML=file.xml -DDIR=scratch-folder -P check_mime.cmake (the
# database goes to DIR/mime, DIR standing for a data folder on the
# XDG_DATA_DIRS path)
execute_process(COMMAND xmllint --noout ${XML} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xmllint: ${XML} is not well-formed (${rc})")
endif()
file(REMOVE_RECURSE ${DIR})
file(MAKE_DIRECTORY ${DIR}/mime/packages)
file(COPY_FILE ${XML} ${DIR}/mime/packages/hydaspes.xml)
execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${DIR} update-mime-database ${DIR}/mime
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "update-mime-database refuses ${XML} (${rc}):\n${err}")
endif()
file(READ ${DIR}/mime/globs2 globs)
if(NOT globs MATCHES "application/x-hydaspes-save:\\*\\.hydaspes")
  message(FATAL_ERROR "the database has no *.hydaspes glob:\n${globs}")
endif()
file(STRINGS ${DIR}/mime/magic magic)
if(NOT magic MATCHES "hydaspes-save")
  message(FATAL_ERROR "the database has no hydaspes-save magic")
endif()
message(STATUS "${XML}: well-formed; glob and magic in the database")
