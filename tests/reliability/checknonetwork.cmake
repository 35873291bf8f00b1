# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# cmake -DAPP=... -DSTRACE=... -DWORK_DIR=... -P checknonetwork.cmake
# Fails if the executable links Qt Network, or if strace (when installed) sees a socket of an
# internet family (AF_INET, AF_INET6, AF_PACKET) or a connect to an internet address. Local
# AF_UNIX sockets (the C library's name-service cache, the X server) are not network traffic.

file(MAKE_DIRECTORY "${WORK_DIR}")
file(GET_RUNTIME_DEPENDENCIES EXECUTABLES "${APP}"
    RESOLVED_DEPENDENCIES_VAR resolved UNRESOLVED_DEPENDENCIES_VAR unresolved)
foreach(library IN LISTS resolved unresolved)
    if(library MATCHES "Qt6Network|libQt6Network")
        message(FATAL_ERROR "tensorscope links ${library}: the application must not use the network")
    endif()
endforeach()
list(LENGTH resolved count)
message(STATUS "linked libraries checked: ${count}, none is Qt Network")

if(NOT STRACE OR STRACE MATCHES "NOTFOUND")
    message(STATUS "strace is not installed: the system-call check is skipped")
    return()
endif()

# LeakSanitizer cannot run under ptrace: in the sanitizer build the traced runs check for
# network calls only (the rest of the suite checks for leaks).
set(ENV{ASAN_OPTIONS} "detect_leaks=0")

# One run per element; its arguments are separated by '|'.
set(runs
    "devices|--json"
    "gemm|--m|4096|--n|4096|--k|4096|--device|h100-sxm,tpu-v5e|--json"
    "estimate|--workload|gpt-3-175b|--device|h100-sxm,tpu-v5p|--json"
    "screenshot|--out|${WORK_DIR}/window.png|--size|1200x800")
set(index 0)
foreach(run IN LISTS runs)
    string(REPLACE "|" " " shown "${run}")
    string(REPLACE "|" ";" arguments "${run}")
    set(trace "${WORK_DIR}/trace-${index}.txt")
    execute_process(
        COMMAND "${STRACE}" -f -qq -e trace=network -o "${trace}" "${APP}" ${arguments}
        RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE error)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "tensorscope ${shown} failed under strace (${result}): ${error}")
    endif()
    file(STRINGS "${trace}" calls)
    foreach(call IN LISTS calls)
        if(call MATCHES "AF_INET|AF_INET6|AF_PACKET|sin_port|sin6_port")
            message(FATAL_ERROR "tensorscope ${shown} made a network call: ${call}")
        endif()
    endforeach()
    list(LENGTH calls n)
    message(STATUS "tensorscope ${shown}: ${n} socket-family calls traced, none to the network")
    math(EXPR index "${index} + 1")
endforeach()
