// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace ts {

bool installTranslations(QCoreApplication& application, const QLocale& locale)
{
    // Qt's own strings (standard dialogs, QCommandLineParser errors) come from the system's Qt
    // translations when they are installed; missing ones are not an error.
    auto* qtTranslator = new QTranslator(&application);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    auto* translator = new QTranslator(&application);
    if (translator->load(
            locale, QStringLiteral("tensorscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

} // namespace ts
