// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "version.h"

#include "tensorscopeversion.h"

namespace ts {

QString versionString()
{
    return QStringLiteral(TENSORSCOPE_VERSION_STRING);
}

QString licenseName()
{
    return QStringLiteral("MIT");
}

} // namespace ts
