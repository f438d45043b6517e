# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS), run on the package's
# staging tree before the .deb is made: Debian keeps the programs of a
# package of section games in /usr/games (policy 11.11; lintian's error
# package-section-games-but-contains-no-game), while `cmake --install` keeps
# GNUInstallDirs' bin/. The data is found the same way from either folder,
# as both sit beside share/ (../share/hydaspes).
set(usr ${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX})
file(GLOB programs ${usr}/bin/*)
if(NOT programs)
  message(FATAL_ERROR "games.cmake: no program in ${usr}/bin")
endif()
file(MAKE_DIRECTORY ${usr}/games)
foreach(program IN LISTS programs)
  get_filename_component(name ${program} NAME)
  file(RENAME ${program} ${usr}/games/${name})
endforeach()
file(REMOVE_RECURSE ${usr}/bin)  # empty now
message(STATUS "games.cmake: moved to /usr/games: ${programs}")
