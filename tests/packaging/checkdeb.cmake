# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
# Builds the Debian package with CPack and checks its metadata and contents.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND cpack -G DEB -B "${WORK_DIR}" --config "${BUILD_DIR}/CPackConfig.cmake"
    WORKING_DIRECTORY "${BUILD_DIR}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cpack -G DEB failed (${result}):\n${output}")
endif()
file(GLOB debs "${WORK_DIR}/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb, found ${count}: ${debs}")
endif()
execute_process(COMMAND "${DPKG_DEB}" -f ${debs} Package Version Depends
    OUTPUT_VARIABLE fields RESULT_VARIABLE result)
if(NOT result EQUAL 0 OR NOT fields MATCHES "Package: tensorscope" OR NOT fields MATCHES "Version: ${VERSION}"
   OR NOT fields MATCHES "libqt6widgets6")
    message(FATAL_ERROR "unexpected package metadata:\n${fields}")
endif()
execute_process(COMMAND "${DPKG_DEB}" -c ${debs} OUTPUT_VARIABLE contents RESULT_VARIABLE result)
foreach(file ./usr/bin/tensorscope ./usr/share/applications/tensorscope.desktop
        ./usr/share/icons/hicolor/scalable/apps/tensorscope.svg
        ./usr/share/icons/hicolor/128x128/apps/tensorscope.png)
    string(FIND "${contents}" "${file}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${file} is not in the package:\n${contents}")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "Debian package OK")
