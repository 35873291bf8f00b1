// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gemmshape.h"

namespace ts {

QString GemmShape::label() const
{
    const QString mnk = QStringLiteral("%1×%2×%3").arg(m_m).arg(m_n).arg(m_k);
    return m_batch > 1 ? QStringLiteral("%1 × %2").arg(m_batch).arg(mnk) : mnk;
}

} // namespace ts
