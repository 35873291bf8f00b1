// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;

namespace ts {

/// Installs Tensorscope's translation (compiled into the binary under ":/i18n") and Qt's own for
/// `locale` on the application, replacing the ones an earlier call installed, and makes `locale`
/// the default QLocale so that numbers follow the language. Installing or removing a translator
/// sends QEvent::LanguageChange to every widget, which retranslates the open windows. Returns
/// true if a Tensorscope translation was found; English, the source language, needs none.
bool installTranslations(QCoreApplication& application, const QLocale& locale = QLocale());

/// The languages the binary carries, as locale names ("de", "zh_CN", ...), "en" (the source
/// language) first, the others sorted.
QStringList availableLanguages();

/// A language's name in that language ("Deutsch", "简体中文"), for the language chooser.
QString nativeLanguageName(const QString& localeName);

/// The locale for a language setting: the system's for an empty name, else the named one.
QLocale localeForLanguage(const QString& localeName);

} // namespace ts
