// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "phrase.h"

class QFile;

namespace ts::io {

/// Opens `file` (whose fileName() is set) read-only if it is a regular file or a ":/" resource,
/// and returns an empty phrase; otherwise returns the reason, for Diagnostic::found (the
/// operating system's message is verbatim text). A FIFO, a
/// device, a socket or a folder is refused without blocking: opening a FIFO waits forever for a
/// writer and /dev/zero never ends (issue 18). Every input file the program reads is opened
/// here; the check is made on the opened descriptor, so the path cannot be swapped in between.
Phrase openInputFile(QFile& file);

} // namespace ts::io
