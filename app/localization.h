// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>

class QCoreApplication;

namespace ts {

/// Installs Tensorscope's translation (compiled into the binary under ":/i18n") and Qt's own for
/// `locale` on the application. Returns true if a Tensorscope translation was found; English,
/// the source language, needs none.
bool installTranslations(QCoreApplication& application, const QLocale& locale = QLocale());

} // namespace ts
