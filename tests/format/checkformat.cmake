# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
# Fails if any C++ source under core/, widgets/, app/, tests/ or benchmarks/ is not formatted
# as .clang-format says (clang-format 14).
set(dirs core widgets app tests benchmarks)
set(files)
foreach(dir IN LISTS dirs)
    file(GLOB_RECURSE found "${SOURCE_DIR}/${dir}/*.cpp" "${SOURCE_DIR}/${dir}/*.h")
    list(APPEND files ${found})
endforeach()
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no sources found under ${SOURCE_DIR}")
endif()
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run -Werror --style=file ${files}
    WORKING_DIRECTORY "${SOURCE_DIR}"
    RESULT_VARIABLE result ERROR_VARIABLE errors OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "clang-format found unformatted code; run clang-format -i on:\n${errors}")
endif()
message(STATUS "${count} files formatted")
