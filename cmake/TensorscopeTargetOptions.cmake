# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Per-target options for Tensorscope's own targets: warnings (errors by default) and the
# sanitizer build. Applied target by target so that third-party code is never affected.

function(tensorscope_target_options target)
    target_compile_features(${target} PUBLIC cxx_std_20)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
        if(TENSORSCOPE_WERROR)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
    # Fuzzing: coverage instrumentation (the fuzzer's main is linked into fuzz/ targets only)
    # with AddressSanitizer and UndefinedBehaviorSanitizer, so every finding is a report.
    if(TENSORSCOPE_FUZZ)
        target_compile_options(${target} PRIVATE
            -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
            -fno-omit-frame-pointer)
        target_link_options(${target} PUBLIC -fsanitize=address,undefined)
    endif()
    if(TENSORSCOPE_SANITIZE)
        target_compile_options(${target} PRIVATE
            -fsanitize=address,undefined -fno-sanitize-recover=undefined
            -fno-omit-frame-pointer)
        target_link_options(${target} PUBLIC -fsanitize=address,undefined)
    endif()
    # Unity build (TENSORSCOPE_UNITY, the CI's three builds): a library's sources compiled 16 to a
    # translation unit, which cuts the CPU time to compile them by about a third (core: 3 min
    # 39 s one file at a time, 2 min 33 s in batches, ccache off). The price is that names
    # private to a source file (anonymous namespaces, statics) must be unique within their
    # library (docs/architecture.md, "One of each": Build).
    # Executables (tests, benchmarks, fuzzers: one source each) gain nothing and stay as they are.
    get_target_property(type ${target} TYPE)
    if(TENSORSCOPE_UNITY AND type STREQUAL "STATIC_LIBRARY")
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
    endif()
endfunction()
