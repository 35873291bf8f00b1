# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Every file the application writes goes through io::writeFileAtomically (core/io/atomicwrite.h):
# either the whole new file replaces the old one or the old one is left untouched (issue 18,
# item 8). Fails, listing file:line, on any other writer in core/, widgets/ or app/:
#   - QSaveFile, std::ofstream / std::fstream, fopen(), POSIX open() with O_WRONLY/O_RDWR/O_CREAT,
#     QFile::copy / QFile::link, QImage::save / QPixmap::save, QImageWriter on a file name,
#     QTextDocumentWriter, QPdfWriter;
#   - a device opened with WriteOnly, ReadWrite, Append or Truncate, unless it is an in-memory
#     QBuffer (named "buffer") or one of the exceptions below.
# Comment lines are skipped. Usage: cmake -DSOURCE_DIR=... -P checkwriters.cmake
#
cmake_minimum_required(VERSION 3.25)

# Exceptions, each "relative/path.cpp|text on the line|why":
set(exceptions
    "core/io/atomicwrite.cpp||the one atomic writer"
    "app/cli/controlcharacterfilter.cpp|m_file.open(stream|wraps stdout/stderr, not a file"
    "app/cli/controlcharacterfilter.cpp|open(QIODevice::WriteOnly|the filter device itself, writing to stdout/stderr"
    "widgets/charts/chartexport.cpp|#include <QPdfWriter>|the PDF export's writer, on a buffer"
    "widgets/charts/chartexport.cpp|QPdfWriter writer(&buffer)|a PDF into memory, then through io::writeFileAtomically"
    "widgets/views/tourhandout.cpp|#include <QPdfWriter>|the handout's writer, on a buffer"
    "widgets/views/tourhandout.cpp|QPdfWriter writer(&buffer)|a PDF into memory, then through io::writeFileAtomically"
)

set(patterns
    "QSaveFile"
    "ofstream"
    "std::fstream"
    "fopen[ \t]*\\("
    "O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND"
    "QFile::copy|QFile::link"
    "QImage[^;]*::save[ \t]*\\(|\\.save[ \t]*\\([^)]*\"(png|jpg|PNG|JPG)\""
    "QImageWriter[ \t]+[A-Za-z_]+[ \t]*\\([^&)]"
    "QTextDocumentWriter|QPdfWriter"
    "(WriteOnly|ReadWrite|Append|Truncate)"
)

set(files)
foreach(dir core widgets app)
    file(GLOB_RECURSE found "${SOURCE_DIR}/${dir}/*.cpp" "${SOURCE_DIR}/${dir}/*.h")
    list(APPEND files ${found})
endforeach()
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no sources found under ${SOURCE_DIR}")
endif()

set(offenders "")
foreach(path IN LISTS files)
    file(RELATIVE_PATH relative "${SOURCE_DIR}" "${path}")
    # One list element per line; characters CMake's lists give meaning to are replaced first.
    file(READ "${path}" content)
    string(REPLACE "\\" "<bs>" content "${content}")
    string(REPLACE ";" "<semicolon>" content "${content}")
    string(REPLACE "[" "<lb>" content "${content}")
    string(REPLACE "]" "<rb>" content "${content}")
    string(REPLACE "\n" ";" lines "${content}")
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        string(STRIP "${line}" stripped)
        if(stripped MATCHES "^(//|\\*|/\\*)")
            continue()
        endif()
        set(hit "")
        foreach(pattern IN LISTS patterns)
            if(stripped MATCHES "${pattern}")
                set(hit "${pattern}")
                break()
            endif()
        endforeach()
        if(hit STREQUAL "")
            continue()
        endif()
        # An in-memory buffer is no file.
        if(hit STREQUAL "(WriteOnly|ReadWrite|Append|Truncate)"
            AND stripped MATCHES "[Bb]uffer[.>-]*open\\(")
            continue()
        endif()
        set(excused FALSE)
        foreach(exception IN LISTS exceptions)
            string(REPLACE "|" ";" parts "${exception}")
            list(GET parts 0 exceptionFile)
            list(GET parts 1 exceptionText)
            if(relative STREQUAL exceptionFile)
                if(exceptionText STREQUAL "")
                    set(excused TRUE)
                else()
                    string(FIND "${stripped}" "${exceptionText}" at)
                    if(NOT at EQUAL -1)
                        set(excused TRUE)
                    endif()
                endif()
            endif()
        endforeach()
        if(NOT excused)
            string(REPLACE "<semicolon>" ";" stripped "${stripped}")
            string(REPLACE "<lb>" "[" stripped "${stripped}")
            string(REPLACE "<rb>" "]" stripped "${stripped}")
            string(REPLACE "<bs>" "\\" stripped "${stripped}")
            string(APPEND offenders "  ${relative}:${number}: ${stripped}\n")
        endif()
    endforeach()
endforeach()

if(NOT offenders STREQUAL "")
    message(FATAL_ERROR "files written outside io::writeFileAtomically (core/io/atomicwrite.h); "
        "write the bytes through it instead:\n${offenders}")
endif()
message(STATUS "${count} files checked: every file is written through io::writeFileAtomically")
