// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// Switching the language at runtime (Edit › Preferences) retranslates the open window without
// a restart, persists the choice, and makes numbers follow the new locale.

#include "appsettings.h"
#include "charts/chartlayout.h"
#include "io/localizedtext.h"
#include "localization.h"
#include "mainwindow.h"
#include "models/operatortablemodel.h"
#include "panels/devicepickerpanel.h"
#include "panels/operatorpanel.h"
#include "panels/resultspanel.h"
#include "panels/tourcaptionview.h"
#include "panels/tourpanel.h"
#include "panels/workloadpanel.h"
#include "preferencesdialog.h"
#include "session/tour.h"
#include "tourplayer.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using ts::MainWindow;

namespace {

QString menuTitle(const MainWindow& window, const char* name)
{
    const auto* menu = window.findChild<QMenu*>(QLatin1String(name));
    return menu ? menu->title() : QStringLiteral("<no menu %1>").arg(QLatin1String(name));
}

QString dockTitle(const MainWindow& window, const char* name)
{
    const auto* dock = window.findChild<QDockWidget*>(QLatin1String(name));
    return dock ? dock->windowTitle() : QString();
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void binaryCarriesTheLanguages();
    void switchingRetranslatesTheWindow();
    void choiceIsPersistedAndNumbersFollow();
    void tourTextFollowsTheLanguage();
    void preferencesOffersEveryLanguage();
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TensorscopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
    ts::AppSettings().setLanguage(QString());
    ts::installTranslations(*qApp, QLocale(QStringLiteral("en")));
}

void TestLanguage::cleanup()
{
    ts::installTranslations(*qApp, QLocale(QStringLiteral("en")));
    ts::AppSettings().setLanguage(QString());
}

void TestLanguage::binaryCarriesTheLanguages()
{
    QCOMPARE(ts::availableLanguages(),
        (QStringList { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"),
            QStringLiteral("fr"), QStringLiteral("zh_CN") }));
    // Tour files carry their texts in the same languages (docs/presentation.md).
    QCOMPARE(ts::io::LocalizedText::languages(), ts::availableLanguages());
    QCOMPARE(ts::nativeLanguageName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(ts::nativeLanguageName(QStringLiteral("zh_CN")), QStringLiteral("简体中文"));
    QVERIFY(ts::installTranslations(*qApp, QLocale(QStringLiteral("fr"))));
    QVERIFY(!ts::installTranslations(*qApp, QLocale(QStringLiteral("en"))));
}

void TestLanguage::switchingRetranslatesTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(menuTitle(window, "fileMenu"), QStringLiteral("&File"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Compare"));
    QCOMPARE(dockTitle(window, "workloadDock"), QStringLiteral("Workload"));
    auto* search = window.devicePicker()->findChild<QLineEdit*>(QStringLiteral("deviceSearch"));
    QVERIFY(search);
    const QString englishSearch = search->placeholderText();
    QHash<QString, QString> englishActions;
    for (const QAction* action : window.findChildren<QAction*>()) {
        // Ours only: Qt's own (line edit clear buttons, "_q_...") carry no text.
        if (!action->objectName().isEmpty() && !action->text().isEmpty())
            englishActions.insert(action->objectName(), action->text());
    }
    QVERIFY(englishActions.size() > 15);
    // The operator table's Kind column ("elementwise · prefill" stayed English in German).
    const QAbstractItemModel* operators = window.operatorPanel()->table()->model();
    auto kinds = [operators] {
        QStringList texts;
        for (int row = 0; row < operators->rowCount(); ++row)
            texts << operators->index(row, ts::OperatorTableModel::Kind).data().toString();
        return texts;
    };
    const QStringList englishKinds = kinds();
    QVERIFY(englishKinds.size() > 5);

    const struct
    {
        const char* language;
        const char* file;
        const char* edit;
        const char* compare;
        const char* workload;
        const char* stepChart;
        const char* modelBox;
    } languages[] = {
        { "de", "&Datei", "&Bearbeiten", "Vergleich", "Arbeitslast", "Schrittzeit (ms)", "Modell" },
        { "zh_CN", "文件(&F)", "编辑(&E)", "比较", "工作负载", "单步时间（毫秒）", "模型" },
        { "es", "&Archivo", "&Editar", "Comparar", "Carga de trabajo", "Tiempo por paso (ms)",
            "Modelo" },
        { "fr", "&Fichier", "É&dition", "Comparer", "Charge de travail", "Durée d'un pas (ms)",
            "Modèle" },
        { "en", "&File", "&Edit", "Compare", "Workload", "Step time (ms)", "Model" },
    };
    QChartView* stepChart
        = window.resultsPanel()->findChild<QChartView*>(QStringLiteral("stepTimeChart"));
    QVERIFY(stepChart);
    auto modelBoxTitle = [&window] {
        QStringList titles;
        for (const QGroupBox* box : window.workloadPanel()->findChildren<QGroupBox*>())
            titles << box->title();
        return titles;
    };
    for (const auto& l : languages) {
        window.setLanguage(QString::fromUtf8(l.language));
        // The LanguageChange event is posted: the window retranslates on the next event loop.
        QTRY_COMPARE(menuTitle(window, "fileMenu"), QString::fromUtf8(l.file));
        QCOMPARE(menuTitle(window, "editMenu"), QString::fromUtf8(l.edit));
        // Every named action of the window (menus' entries, presentation, tours) follows, except
        // undo and redo, whose texts the undo stack rebuilds from the next command.
        if (qstrcmp(l.language, "de") == 0) {
            for (const QAction* action : window.findChildren<QAction*>()) {
                const QString name = action->objectName();
                if (!englishActions.contains(name) || name == QLatin1String("actionUndo")
                    || name == QLatin1String("actionRedo"))
                    continue;
                QTRY_VERIFY2(action->text() != englishActions.value(name),
                    qPrintable(name + QLatin1String(": ") + action->text()));
            }
        }
        QCOMPARE(window.tabs()->tabText(1), QString::fromUtf8(l.compare));
        if (qstrcmp(l.language, "de") == 0) {
            // Qt's own buttons too: the German "Cancel" stayed English without Qt's catalogue
            // (qt6-translations-l10n, which scripts/install-deps.sh installs).
            const QDialogButtonBox buttons(QDialogButtonBox::Cancel);
            QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
            const QStringList german = kinds();
            for (int row = 0; row < german.size(); ++row)
                QVERIFY2(german[row] != englishKinds.value(row), qPrintable(german[row]));
        }
        QCOMPARE(dockTitle(window, "workloadDock"), QString::fromUtf8(l.workload));
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QString::fromUtf8(l.file));
        QCOMPARE(ts::ChartLayout::fullTitle(stepChart->chart()), QString::fromUtf8(l.stepChart));
        QVERIFY2(modelBoxTitle().contains(QString::fromUtf8(l.modelBox)),
            qPrintable(modelBoxTitle().join(QLatin1Char(','))));
        // For looking at: TST_LANGUAGE_GRAB=DIR saves the window as it stands in each language.
        if (const QString dir = qEnvironmentVariable("TST_LANGUAGE_GRAB"); !dir.isEmpty()) {
            window.resize(1600, 1000);
            QCoreApplication::processEvents();
            window.grab().save(
                dir + QStringLiteral("/runtime-%1.png").arg(QString::fromUtf8(l.language)));
        }
        if (qstrcmp(l.language, "en") == 0)
            QCOMPARE(search->placeholderText(), englishSearch);
        else
            QVERIFY(search->placeholderText() != englishSearch);
    }
}

void TestLanguage::choiceIsPersistedAndNumbersFollow()
{
    ts::AppSettings settings;
    MainWindow window(&settings);
    window.setLanguage(QStringLiteral("de"));
    QCOMPARE(settings.language(), QStringLiteral("de"));
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
    window.setLanguage(QStringLiteral("fr"));
    QCOMPARE(QLocale().toString(0.5, 'f', 1), QStringLiteral("0,5"));
    window.setLanguage(QString());
    QCOMPARE(settings.language(), QString());
    QCOMPARE(QLocale(), QLocale::system());
}

// Issue 19: a tour's titles and captions are shown in the interface's language, and change with
// it while the tour is open; the Guided Tours menu names the shipped tours in it too.
void TestLanguage::tourTextFollowsTheLanguage()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = ts::TourFile::builtinPaths().first();
    QVERIFY(window.tourPlayer()->open(path));
    const ts::Tour tour = window.tourPlayer()->tour();
    auto* panel = window.findChild<ts::TourPanel*>();
    QVERIFY(panel);
    QMenu* tours = window.findChild<QMenu*>(QStringLiteral("builtinToursMenu"));
    QVERIFY(tours);
    for (const char* language : { "de", "zh_CN", "fr", "es", "en" }) {
        const QString name = QString::fromLatin1(language);
        window.setLanguage(name);
        const QString title = tour.scenes[0].title.text(name);
        const QString caption = tour.scenes[0].captionMarkdown.text(name);
        QVERIFY(name == QLatin1String("en") || title != tour.scenes[0].title.english());
        QTRY_VERIFY2(
            panel->titleLabel()->text().contains(title), qPrintable(panel->titleLabel()->text()));
        QVERIFY(panel->titleLabel()->text().contains(tour.title.text(name)));
        // The caption's first words (no Markdown in them) as rendered.
        QVERIFY2(panel->captionView()->toPlainText().startsWith(caption.left(15)),
            qPrintable(panel->captionView()->toPlainText()));
        QCOMPARE(tours->actions().constFirst()->text(), tour.title.text(name));
    }
}

void TestLanguage::preferencesOffersEveryLanguage()
{
    MainWindow window;
    QAction* preferences = window.findChild<QAction*>(QStringLiteral("actionPreferences"));
    QVERIFY(preferences);
    QVERIFY(window.findChild<QMenu*>(QStringLiteral("editMenu"))->actions().contains(preferences));

    ts::PreferencesDialog dialog;
    QComboBox* combo = dialog.languageCombo();
    QCOMPARE(combo->count(), 1 + int(ts::availableLanguages().size()));
    QCOMPARE(dialog.language(), QString()); // the system's
    dialog.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(combo->currentText(), QStringLiteral("简体中文"));
    QCOMPARE(dialog.language(), QStringLiteral("zh_CN"));
    if (const QString dir = qEnvironmentVariable("TST_LANGUAGE_GRAB"); !dir.isEmpty())
        dialog.grab().save(dir + QStringLiteral("/preferences.png"));
    dialog.setLanguage(QStringLiteral("xx"));
    QCOMPARE(dialog.language(), QString());
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
