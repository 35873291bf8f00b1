// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace ts {

/// The program's version, "MAJOR.MINOR.PATCH", from the CMake project version.
QString versionString();

/// The name of the licence the program is distributed under (an SPDX identifier).
QString licenseName();

} // namespace ts
