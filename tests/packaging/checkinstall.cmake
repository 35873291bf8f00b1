# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
# Installs into a scratch prefix and checks that every file a desktop expects is there.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${WORK_DIR}/usr"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${result}):\n${output}")
endif()
set(expected
    usr/bin/tensorscope
    usr/share/applications/tensorscope.desktop
    usr/share/icons/hicolor/scalable/apps/tensorscope.svg
    usr/share/icons/hicolor/16x16/apps/tensorscope.png
    usr/share/icons/hicolor/48x48/apps/tensorscope.png
    usr/share/icons/hicolor/256x256/apps/tensorscope.png)
foreach(file IN LISTS expected)
    if(NOT EXISTS "${WORK_DIR}/${file}")
        message(FATAL_ERROR "missing after install: ${file}")
    endif()
endforeach()
file(READ "${WORK_DIR}/usr/share/applications/tensorscope.desktop" desktop)
if(NOT desktop MATCHES "Exec=tensorscope" OR NOT desktop MATCHES "Icon=tensorscope")
    message(FATAL_ERROR "the .desktop file does not name the executable and icon")
endif()
execute_process(COMMAND "${WORK_DIR}/usr/bin/tensorscope" --version
    RESULT_VARIABLE result OUTPUT_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output MATCHES "^tensorscope [0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "installed binary does not run: ${result} ${output}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "install layout OK")
