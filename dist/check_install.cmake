# ctest dist_install_relocatable: `cmake --install --strip` into a scratch
# prefix, then
#  - no installed file holds the source or the build folder's path (what
#    `strings FILE | grep` would show), so the tree can move;
#  - the installed programs, started from another folder with
#    HYDASPES_DATA_DIR and HYDASPES_ASSETS_DIR unset, find their data
#    (self-play games; the client's screenshot without a missing-file warning).
# cmake -DBUILD= -DPREFIX= -DSOURCE= -DCLIENT=0|1 -DBINDIR= -DDATADIR= -P check_install.cmake
set(SHARE ${DATADIR}/hydaspes)
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${PREFIX} --strip
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc})")
endif()

foreach(expected ${BINDIR}/hydaspes-cli ${SHARE}/scenarios/hydaspes.json ${SHARE}/scenarios/hydaspes-cards.json)
  if(NOT EXISTS ${PREFIX}/${expected})
    message(FATAL_ERROR "not installed: ${expected}")
  endif()
endforeach()

file(GLOB_RECURSE installed LIST_DIRECTORIES false ${PREFIX}/*)
foreach(f IN LISTS installed)
  file(STRINGS ${f} lines)
  foreach(path ${SOURCE} ${BUILD})
    string(FIND "${lines}" "${path}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${f} holds the path ${path}")
    endif()
  endforeach()
endforeach()
list(LENGTH installed count)
message(STATUS "${count} installed files; none holds ${SOURCE} or ${BUILD}")

set(clean_env ${CMAKE_COMMAND} -E env --unset=HYDASPES_DATA_DIR --unset=HYDASPES_ASSETS_DIR)
execute_process(COMMAND ${clean_env} ${PREFIX}/${BINDIR}/hydaspes-cli selfplay --games 3
                WORKING_DIRECTORY ${PREFIX}/.. RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the installed hydaspes-cli failed (${rc}):\n${out}")
endif()
message(STATUS "installed hydaspes-cli: ${out}")

if(CLIENT)
  set(shot ${PREFIX}/../installed-screenshot.png)
  file(REMOVE ${shot})
  execute_process(COMMAND ${clean_env} QT_QPA_PLATFORM=offscreen HYDASPES_NO_AUTOSAVE=1
                          ${PREFIX}/${BINDIR}/hydaspes --screenshot ${shot} --size 800x500
                  WORKING_DIRECTORY ${PREFIX}/.. RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out
                  TIMEOUT 120)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${shot})
    message(FATAL_ERROR "the installed hydaspes made no screenshot (${rc}):\n${out}")
  endif()
  if(out MATCHES "Cannot open file|qt\\.svg")
    message(FATAL_ERROR "the installed hydaspes misses its art:\n${out}")
  endif()
  foreach(expected applications/io.github.hydaspes.Hydaspes.desktop
                   metainfo/io.github.hydaspes.Hydaspes.metainfo.xml
                   mime/packages/io.github.hydaspes.Hydaspes.xml
                   icons/hicolor/scalable/apps/io.github.hydaspes.Hydaspes.svg
                   icons/hicolor/16x16/apps/io.github.hydaspes.Hydaspes.png
                   icons/hicolor/256x256/mimetypes/application-x-hydaspes-save.png
                   man/man6/hydaspes.6.gz)
    if(NOT EXISTS ${PREFIX}/${DATADIR}/${expected})
      message(FATAL_ERROR "not installed: ${DATADIR}/${expected}")
    endif()
  endforeach()
endif()
