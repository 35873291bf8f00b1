// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "localization.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace ts {

namespace {

// The translators the last call installed, removed again when the language changes.
QPointer<QTranslator> s_qtTranslator;
QPointer<QTranslator> s_translator;

void uninstall(QPointer<QTranslator>& translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator.data();
    translator = nullptr;
}

const QString kPrefix = QStringLiteral("tensorscope_");

} // namespace

bool installTranslations(QCoreApplication& application, const QLocale& locale)
{
    uninstall(s_qtTranslator);
    uninstall(s_translator);
    QLocale::setDefault(locale);

    // Qt's own strings (standard dialogs, QCommandLineParser errors) come from the system's Qt
    // translations when they are installed; missing ones are not an error.
    auto* qtTranslator = new QTranslator(&application);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
        s_qtTranslator = qtTranslator;
    } else {
        delete qtTranslator;
    }

    auto* translator = new QTranslator(&application);
    if (translator->load(
            locale, QStringLiteral("tensorscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        s_translator = translator;
        return true;
    }
    delete translator;
    // English needs no translator, but the windows still have to hear that the language
    // changed (removing the previous translator told them; with none, tell them here).
    if (QCoreApplication::instance()) {
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&application, &event);
    }
    return false;
}

QStringList availableLanguages()
{
    QStringList names;
    const QStringList files = QDir(QStringLiteral(":/i18n"))
                                  .entryList({ kPrefix + QStringLiteral("*.qm") }, QDir::Files);
    for (const QString& file : files)
        names << file.mid(kPrefix.size()).chopped(3);
    names.sort();
    names.removeAll(QStringLiteral("en"));
    names.prepend(QStringLiteral("en"));
    return names;
}

QString nativeLanguageName(const QString& localeName)
{
    const QLocale locale(localeName);
    QString name = locale.nativeLanguageName();
    // "中文" alone does not say which script; the chooser names the simplified one.
    if (locale.language() == QLocale::Chinese)
        name = locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("繁體中文")
                                                                    : QStringLiteral("简体中文");
    else if (locale.language() == QLocale::English)
        name = QStringLiteral("English");
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QLocale localeForLanguage(const QString& localeName)
{
    return localeName.isEmpty() ? QLocale::system() : QLocale(localeName);
}

} // namespace ts
