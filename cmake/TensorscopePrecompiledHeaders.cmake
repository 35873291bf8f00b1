# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Precompiled headers. Parsing the Qt Widgets, Charts and Test headers costs seconds per file,
# more than most of our files themselves; on the 2-core CI machine, which builds the project
# three times (release, sanitizers, fuzzing), compiling them once per target instead saves
# several minutes. Configure with TENSORSCOPE_PCH=OFF to check that every file includes what it
# uses (a precompiled header hides a missing include), or when building through ccache.

option(TENSORSCOPE_PCH "Precompile the Qt and standard library headers" ON)

set(TENSORSCOPE_PCH_CORE_HEADERS
    <QByteArray> <QFile> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QString>
    <QStringList> <algorithm> <array> <cmath> <cstdint> <limits> <memory> <optional> <vector>)
set(TENSORSCOPE_PCH_GUI_HEADERS ${TENSORSCOPE_PCH_CORE_HEADERS}
    <QApplication> <QChart> <QChartView> <QComboBox> <QEvent> <QHBoxLayout> <QLabel> <QLineSeries>
    <QLocale> <QPainter> <QSpinBox> <QTableView> <QTimer> <QVBoxLayout> <QValueAxis> <QWidget>)

# tensorscope_precompile_headers(TARGET CORE|GUI): the target's own precompiled header.
function(tensorscope_precompile_headers target kind)
    if(TENSORSCOPE_PCH)
        target_precompile_headers(${target} PRIVATE ${TENSORSCOPE_PCH_${kind}_HEADERS})
    endif()
endfunction()

# tensorscope_reuse_test_pch(TARGET LIBRARIES...): a test or benchmark executable shares one
# precompiled header with the other executables of its folder that link the same libraries. One
# per folder because Qt Test defines QT_TESTCASE_SOURCEDIR and QT_TESTCASE_BUILDDIR per folder,
# and a precompiled header made with other macro values is unusable (-Winvalid-pch). Making one
# costs about as much as compiling three test files' headers, so groups of fewer than three
# executables compile their headers directly. The groups are formed when the folder's
# CMakeLists.txt has been read (a deferred call).
function(tensorscope_reuse_test_pch target)
    if(NOT TENSORSCOPE_PCH)
        return()
    endif()
    string(MD5 key "${CMAKE_CURRENT_SOURCE_DIR};${ARGN}")
    string(SUBSTRING "${key}" 0 8 key)
    get_directory_property(groups TENSORSCOPE_PCH_GROUPS)
    if(NOT groups)
        cmake_language(DEFER CALL _tensorscope_make_test_pch_groups)
    endif()
    if(NOT key IN_LIST groups)
        set_property(DIRECTORY APPEND PROPERTY TENSORSCOPE_PCH_GROUPS ${key})
        set_property(DIRECTORY PROPERTY TENSORSCOPE_PCH_LIBRARIES_${key} ${ARGN})
    endif()
    set_property(DIRECTORY APPEND PROPERTY TENSORSCOPE_PCH_TARGETS_${key} ${target})
endfunction()

function(_tensorscope_make_test_pch_groups)
    get_directory_property(groups TENSORSCOPE_PCH_GROUPS)
    foreach(key IN LISTS groups)
        get_directory_property(targets TENSORSCOPE_PCH_TARGETS_${key})
        get_directory_property(libraries TENSORSCOPE_PCH_LIBRARIES_${key})
        list(LENGTH targets count)
        if(count LESS 3)
            continue()
        endif()
        set(holder tensorscope_pch_${key})
        add_library(${holder} STATIC "${PROJECT_SOURCE_DIR}/cmake/precompiledheader.cpp")
        target_link_libraries(${holder} PRIVATE Qt6::Test ${libraries})
        set_target_properties(${holder} PROPERTIES AUTOMOC OFF)
        tensorscope_target_options(${holder})
        set(kind CORE)
        if(libraries MATCHES "widgets|app")
            set(kind GUI)
        endif()
        target_precompile_headers(${holder} PRIVATE ${TENSORSCOPE_PCH_${kind}_HEADERS}
            <QDir> <QProcess> <QSignalSpy> <QTemporaryDir> <QTest>)
        foreach(target IN LISTS targets)
            target_precompile_headers(${target} REUSE_FROM ${holder})
        endforeach()
    endforeach()
endfunction()
