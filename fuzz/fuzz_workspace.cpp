// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Workspace files: any bytes as a workspace, an autosave or the last workspace (one format, one
// reader: WorkspaceFile). Every diagnostic prints; a workspace that loads writes back and loads
// again to the same workspace.

#include "io/jsonfile.h"
#include "session/workspacefile.h"

#include <cstdint>
#include <cstdlib>

using namespace ts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    io::Diagnostics diagnostics;
    const auto document = io::parseJson(bytes, QStringLiteral("fuzz.json"), diagnostics);
    for (const io::Diagnostic& d : diagnostics)
        (void)d.toString();
    if (!document || !document->isObject())
        return 0;
    const WorkspaceLoadResult loaded
        = WorkspaceFile::fromJson(document->object(), QStringLiteral("fuzz.json"));
    for (const io::Diagnostic& d : loaded.diagnostics)
        (void)d.toString();
    if (!loaded.workspace)
        return 0;
    const WorkspaceLoadResult again = WorkspaceFile::fromJson(
        WorkspaceFile::toJson(*loaded.workspace), QStringLiteral("again.json"));
    if (!again.workspace || !(*again.workspace == *loaded.workspace))
        std::abort();
    return 0;
}
