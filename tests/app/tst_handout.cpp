// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Issue 36 item 4: `tensorscope handout` and File › Export Handout. The PDFs are read back with
// poppler's pdfinfo, pdftotext and pdfimages (scripts/install-deps.sh installs poppler-utils):
// a title page, one page per scene with its picture (the very pixels `screenshot --tour ID
// --scene N` writes), title, caption and question in the chosen language, then the answers
// pages, with the winners and figures the presentation's reveal computes; never an answer on a
// scene page; hostile captions as literal text; bad options refused with clear errors.

#include "actionregistry.h"
#include "clirunner.h"
#include "handoutdialogs.h"
#include "localization.h"
#include "mainwindow.h"
#include "panels/questionpanel.h"
#include "panels/workspacecontroller.h"
#include "session/tour.h"
#include "testmatrix.h"
#include "tourplayer.h"
#include "views/tourhandout.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QMenu>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

/// A poppler tool's standard output (UTF-8); fails the test when it does not run.
QString runPoppler(const QString& tool, const QStringList& arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        qWarning("%s %s failed: %s", qPrintable(tool), qPrintable(arguments.join(u' ')),
            process.readAllStandardError().constData());
        return QString();
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pageCount(const QString& pdf)
{
    static const QRegularExpression pages(
        QStringLiteral("^Pages:\\s+(\\d+)$"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match
        = pages.match(runPoppler(QStringLiteral("pdfinfo"), { pdf }));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

/// The text of page `page` (from 1); `layout` keeps each line's columns together.
QString pageText(const QString& pdf, int page, bool layout = false)
{
    QStringList arguments { QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
        QString::number(page), QStringLiteral("-enc"), QStringLiteral("UTF-8") };
    if (layout)
        arguments << QStringLiteral("-layout");
    return runPoppler(QStringLiteral("pdftotext"), arguments << pdf << QStringLiteral("-"));
}

/// Text compared without its line breaks (wrapping puts them anywhere, and CJK text has no
/// spaces to break at) and hyphens (pdftotext joins a line ending in "-" to the next without
/// it: "72-W-" + "Karte" reads "72-WKarte"), in compatibility form (NFKC).
QString squeezed(const QString& text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KC)) {
        if (!c.isSpace() && c != QLatin1Char('-'))
            out.append(c);
    }
    return out;
}

/// Whether `page` holds `expected`, as squeezed() reads both. Qt 6.4's PDF writer names a glyph
/// that an ideograph shares with a radical by the lowest of their code points (its
/// QFontSubset::getReverseMap), so extracted Chinese text reads 一 as the Kangxi radical ⼀
/// and 长 as the supplement's ⻓; NFKC maps some radicals back, some to another ideograph (⼾ to
/// 戶, not 户), some not at all. Each radical in `page` is made a placeholder that any ideograph
/// of `expected` matches. Returns where in `page` so read it starts, from `from` on, or −1.
qsizetype find(const QString& page, const QString& expected, qsizetype from = 0)
{
    const QChar radical(0xFFFD);
    QString marked = page;
    for (QChar& c : marked) {
        if (c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF)
            c = radical;
    }
    QString pattern;
    for (const QChar c : squeezed(expected)) {
        const QString escaped = QRegularExpression::escape(QString(c));
        pattern += c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF
            ? QStringLiteral("(?:%1|\\x{FFFD})").arg(escaped)
            : escaped;
    }
    const QRegularExpressionMatch match = QRegularExpression(pattern).match(squeezed(marked), from);
    return match.hasMatch() ? match.capturedStart() : -1;
}

bool holds(const QString& page, const QString& expected)
{
    return find(page, expected) >= 0;
}

Tour shippedTour(const QString& id)
{
    const TourLoadResult loaded = TourFile::load(QStringLiteral(":/tours/%1.json").arg(id));
    return loaded.tour.value_or(Tour());
}

QJsonObject oneSceneTour(const QString& caption)
{
    QJsonObject scene {
        { QStringLiteral("title"), QStringLiteral("<b>not bold</b>") },
        { QStringLiteral("caption"), caption },
        { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
        { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } },
    };
    return QJsonObject {
        { QStringLiteral("format"), QStringLiteral("tensorscope-tour") },
        { QStringLiteral("version"), 1 },
        { QStringLiteral("title"), QStringLiteral("Hostile") },
        { QStringLiteral("scenes"), QJsonArray { scene } },
    };
}

/// Command-line arguments from literals.
QStringList list(std::initializer_list<const char*> items)
{
    QStringList strings;
    for (const char* item : items)
        strings.append(QString::fromUtf8(item));
    return strings;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestHandout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pagesOfAShippedTour_data();
    void pagesOfAShippedTour();
    void answersAreTheRevealsAndOnlyOnAnswerPages();
    void scenePicturesAreTheScreenshots();
    void hostileTextIsPlainText();
    void hostileTourFile();
    void badArguments_data();
    void badArguments();
    void menuActionWritesTheOpenTour();
    void menuActionAsksForAShippedTour();

private:
    /// The handout of shipped tour `id` in `language`, made once by the CLI.
    QString handout(const QString& id, const QString& language);

    QTemporaryDir m_dir;
    QMap<QString, QString> m_handouts;
};

void TestHandout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    for (const char* tool : { "pdfinfo", "pdftotext", "pdfimages" }) {
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
            qPrintable(QStringLiteral("%1 not found: scripts/install-deps.sh installs "
                                      "poppler-utils")
                           .arg(QLatin1String(tool))));
    }
}

QString TestHandout::handout(const QString& id, const QString& language)
{
    const QString key = id + QLatin1Char('-') + language;
    if (!m_handouts.contains(key)) {
        const QString path = m_dir.filePath(key + QStringLiteral(".pdf"));
        const test::CliRun run = test::runCli({ QStringLiteral("handout"), QStringLiteral("--tour"),
            id, QStringLiteral("--language"), language, QStringLiteral("--out"), path });
        if (run.exitCode != 0)
            qWarning("handout %s: %s", qPrintable(key), qPrintable(run.err));
        m_handouts.insert(key, run.exitCode == 0 ? path : QString());
    }
    return m_handouts.value(key);
}

void TestHandout::pagesOfAShippedTour_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    QTest::newRow("guess-the-winner en")
        << QStringLiteral("guess-the-winner") << QStringLiteral("en");
    // A sanitizer build draws the 12-page handout in two languages, one Latin and one CJK
    // (testmatrix.h: the release build checks the words in every row).
    if (!testmatrix::kSanitizedBuild)
        QTest::newRow("guess-the-winner de")
            << QStringLiteral("guess-the-winner") << QStringLiteral("de");
    QTest::newRow("guess-the-winner zh_CN")
        << QStringLiteral("guess-the-winner") << QStringLiteral("zh_CN");
    QTest::newRow("systolic-batch fr") << QStringLiteral("systolic-batch") << QStringLiteral("fr");
}

// 1 title page + one page per scene + the answers pages; each scene's page holds its title,
// caption, question and choices in the chosen language, extractable as text.
void TestHandout::pagesOfAShippedTour()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    const Tour tour = shippedTour(id);
    QVERIFY(!tour.scenes.isEmpty());
    const QString pdf = handout(id, language);
    QVERIFY(!pdf.isEmpty());
    installTranslations(*qApp, QLocale(language));

    int questions = 0;
    for (const TourScene& scene : tour.scenes)
        questions += scene.question ? 1 : 0;
    const int pages = pageCount(pdf);
    const int scenes = int(tour.scenes.size());
    const int answerPages = pages - 1 - scenes;
    QVERIFY2(questions > 0 ? answerPages >= 1 && answerPages <= questions : answerPages == 0,
        qPrintable(QStringLiteral("%1 pages for %2 scenes and %3 questions")
                       .arg(pages)
                       .arg(scenes)
                       .arg(questions)));

    QVERIFY(holds(pageText(pdf, 1), tour.title.text(language)));
    QVERIFY(holds(pageText(pdf, 1), nativeLanguageName(language))); // "Deutsch", "简体中文"
    for (int i = 0; i < scenes; ++i) {
        const TourScene& scene = tour.scenes[i];
        const QString text = pageText(pdf, i + 2);
        const QString where = QStringLiteral("page %1, scene %2").arg(i + 2).arg(i + 1);
        QVERIFY2(holds(text, scene.title.text(language)), qPrintable(where));
        // Markdown's "**" (the shipped captions' one mark) makes bold type, not asterisks.
        const QString caption = scene.captionMarkdown.text(language);
        QVERIFY2(holds(text, QString(caption).remove(QStringLiteral("**"))), qPrintable(where));
        QVERIFY2(!text.contains(QStringLiteral("**")), qPrintable(where));
        // The caption is the language's own, not English (where the two differ).
        if (language != QLatin1String("en")
            && scene.captionMarkdown.text(language) != scene.captionMarkdown.english())
            QVERIFY2(!holds(text, QString(scene.captionMarkdown.english()).remove(u'*')),
                qPrintable(where));
        if (scene.question) {
            QVERIFY2(holds(text, scene.question->text.text(language)), qPrintable(where));
            for (const QuestionChoice& choice : scene.question->choices)
                QVERIFY2(holds(text, choice.text.text(language)), qPrintable(where));
        }
    }
    // Every question is answered once, in order, on the answers pages.
    QString answers;
    for (int page = scenes + 2; page <= pages; ++page) {
        const QString text = pageText(pdf, page);
        QVERIFY(text.trimmed().startsWith(TourHandout::tr("Answers")));
        answers += text;
    }
    qsizetype from = 0;
    for (const TourScene& scene : tour.scenes) {
        if (!scene.question)
            continue;
        const qsizetype at = find(answers, scene.question->text.text(language), from);
        QVERIFY2(at >= from, qPrintable(scene.question->text.text(language)));
        from = at + 1;
    }
    installTranslations(*qApp, QLocale(QStringLiteral("en")));
}

// The answers are those the presentation reveals (QuestionDecider on the scene's comparison, in
// the question panel's words), each on the answers pages beside its choice; no scene page holds
// an answer's figure, the winner's mark or what decided it.
void TestHandout::answersAreTheRevealsAndOnlyOnAnswerPages()
{
    const QString pdf = handout(QStringLiteral("guess-the-winner"), QStringLiteral("en"));
    QVERIFY(!pdf.isEmpty());
    installTranslations(*qApp, QLocale(QStringLiteral("en"))); // numbers as the CLI wrote them
    MainWindow window;
    QString error;
    QVERIFY2(window.tourPlayer()->open(QStringLiteral(":/tours/guess-the-winner.json"), &error),
        qPrintable(error));
    const Tour tour = window.tourPlayer()->tour();
    const int scenes = int(tour.scenes.size());
    const int pages = pageCount(pdf);
    QStringList answerLines;
    for (int page = scenes + 2; page <= pages; ++page)
        answerLines += pageText(pdf, page, true).split(QLatin1Char('\n'));
    const QString winnerMark = QuestionPanel::winnerText();

    for (int i = 0; i < scenes; ++i) {
        const TourScene& scene = tour.scenes[i];
        QVERIFY(scene.question);
        QVERIFY(window.tourPlayer()->showScene(i));
        const QuestionPanel* panel = window.tourPlayer()->questionPanel();
        const QuestionAnswer& answer = panel->answer(); // what the reveal shows
        QVERIFY(answer.winner >= 0);
        const Comparison& comparison = window.workspaceController()->comparison();
        const QString scenePage = pageText(pdf, i + 2);
        QVERIFY(!scenePage.contains(winnerMark));
        QVERIFY(!squeezed(scenePage).contains(
            squeezed(QuestionPanel::decisionText(*scene.question, answer))));
        for (int c = 0; c < scene.question->choices.size(); ++c) {
            const QuestionChoice& choice = scene.question->choices[c];
            const DeviceComparison* device = comparison.find(choice.id);
            QVERIFY(device);
            const QString figure
                = QuestionPanel::figureText(scene.question->metric, *device, comparison);
            QVERIFY2(!squeezed(scenePage).contains(squeezed(figure)),
                qPrintable(QStringLiteral("scene %1 shows %2").arg(i + 1).arg(figure)));
            // The choice's row on the answers page: its text, its figure, the mark if it won.
            const QString choiceText = choice.text.text(QStringLiteral("en"));
            bool found = false;
            for (const QString& line : std::as_const(answerLines)) {
                if (line.contains(choiceText) && line.contains(figure)) {
                    QCOMPARE(line.contains(winnerMark), c == answer.winner);
                    found = true;
                }
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no row '%1 … %2'").arg(choiceText, figure)));
        }
    }
}

// A scene's picture is the screenshot of that scene, pixel for pixel (one code path).
void TestHandout::scenePicturesAreTheScreenshots()
{
    const QString pdf = handout(QStringLiteral("guess-the-winner"), QStringLiteral("en"));
    QVERIFY(!pdf.isEmpty());
    for (int scene : { 1, 4 }) {
        const QString png = m_dir.filePath(QStringLiteral("scene%1.png").arg(scene));
        const test::CliRun shot = test::runCli({ QStringLiteral("screenshot"),
            QStringLiteral("--tour"), QStringLiteral("guess-the-winner"), QStringLiteral("--scene"),
            QString::number(scene), QStringLiteral("--language"), QStringLiteral("en"),
            QStringLiteral("--out"), png });
        QCOMPARE(shot.exitCode, 0);
        const QString prefix = m_dir.filePath(QStringLiteral("picture%1").arg(scene));
        runPoppler(QStringLiteral("pdfimages"),
            { QStringLiteral("-png"), QStringLiteral("-f"), QString::number(scene + 1),
                QStringLiteral("-l"), QString::number(scene + 1), pdf, prefix });
        const QImage picture(prefix + QStringLiteral("-000.png"));
        const QImage screenshot(png);
        QVERIFY(!picture.isNull());
        QCOMPARE(picture.size(), QSize(1600, 1000));
        QVERIFY(picture.convertToFormat(QImage::Format_RGB32)
            == screenshot.convertToFormat(QImage::Format_RGB32));
    }
}

// Texts from a file are drawn as plain text: tags show as typed (nothing reads /dev/zero), a
// 10,000-character word wraps anywhere and is cut where its box ends, with "…".
void TestHandout::hostileTextIsPlainText()
{
    const QString tag = QStringLiteral("<img src=\"/dev/zero\">");
    const QString word = QString(10000, QLatin1Char('W'));
    Tour tour;
    tour.title = io::LocalizedText(tag);
    for (int i = 0; i < 2; ++i) {
        TourScene scene;
        scene.title = io::LocalizedText(QStringLiteral("<b>not bold</b> %1").arg(i + 1));
        scene.captionMarkdown = io::LocalizedText(tag + QStringLiteral(" ") + word);
        scene.deviceIds = { QStringLiteral("a"), QStringLiteral("b") };
        tour.scenes.append(scene);
    }
    TourQuestion question;
    question.text = io::LocalizedText(tag + QStringLiteral(" which?"));
    question.choices = { { io::LocalizedText(QStringLiteral("<i>a</i>")), QStringLiteral("a") },
        { io::LocalizedText(word.left(120)), QStringLiteral("b") } };
    tour.scenes[1].question = question;

    QElapsedTimer timer;
    timer.start();
    const TourHandout handout(tour, QStringLiteral("en"), QStringLiteral("English"));
    TourHandout::Summary summary;
    const std::optional<QByteArray> pdf = handout.render(
        [&tag](int index) {
            HandoutScene scene;
            scene.picture = QImage(320, 200, QImage::Format_RGB32);
            scene.picture.fill(Qt::darkCyan);
            if (index == 1)
                scene.answer = HandoutAnswer { 0, { tag, QStringLiteral("2 s") }, tag };
            return std::optional<HandoutScene>(scene);
        },
        &summary);
    QVERIFY(pdf);
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(summary.pages, 4);
    QCOMPARE(summary.scenePages, 2);
    QCOMPARE(summary.answerPages, 1);
    const QString path = m_dir.filePath(QStringLiteral("hostile.pdf"));
    QVERIFY(writeFile(path, *pdf));
    QCOMPARE(pageCount(path), 4);

    QVERIFY(pageText(path, 1).contains(tag));
    for (int page : { 2, 3 }) {
        const QString text = pageText(path, page);
        QVERIFY(text.contains(tag));
        QVERIFY(text.contains(QStringLiteral("<b>not bold</b>")));
        // The word, wrapped across many lines, then cut with "…" at the bottom of its box.
        const QString flat = squeezed(text);
        const qsizetype start = flat.indexOf(QLatin1Char('W'));
        qsizetype run = 0;
        while (start + run < flat.size() && flat.at(start + run) == QLatin1Char('W'))
            ++run;
        QVERIFY2(run >= 500 && run < word.size(), qPrintable(QString::number(run)));
        QVERIFY(text.contains(QChar(0x2026)));
    }
    const QString answers = pageText(path, 4);
    QVERIFY(answers.contains(tag));
    QVERIFY(answers.contains(QStringLiteral("<i>a</i>")));
}

// The same through the CLI and a tour file: the window draws the scene (its caption view), the
// handout the caption's text, literally. Without --language, in the C locale, it is English.
void TestHandout::hostileTourFile()
{
    const QString tag = QStringLiteral("<img src=\"/dev/zero\">");
    const QString tourPath = m_dir.filePath(QStringLiteral("hostile.json"));
    QVERIFY(writeFile(tourPath,
        QJsonDocument(oneSceneTour(tag + QStringLiteral(" ") + QString(8000, QLatin1Char('W'))))
            .toJson()));
    const QString pdf = m_dir.filePath(QStringLiteral("hostile-file.pdf"));
    const test::CliRun run = test::runCli({ QStringLiteral("handout"), QStringLiteral("--tour"),
        tourPath, QStringLiteral("--out"), pdf });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(pageCount(pdf), 2);
    QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Language: English")));
    const QString text = pageText(pdf, 2);
    QVERIFY(text.contains(tag));
    QVERIFY(text.contains(QStringLiteral("<b>not bold</b>")));
    QVERIFY(squeezed(text).contains(QString(500, QLatin1Char('W'))));
}

void TestHandout::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("messages");
    QTest::newRow("no --out") << list({ "--tour", "systolic-batch" }) << 2 << list({ "--out" });
    QTest::newRow("not a pdf") << list({ "--tour", "systolic-batch", "--out", "@/x.png" }) << 2
                               << list({ "x.png", ".pdf" });
    QTest::newRow("/dev/null") << list({ "--tour", "systolic-batch", "--out", "/dev/null" }) << 2
                               << list({ "/dev/null", ".pdf" });
    QTest::newRow("a folder") << list({ "--tour", "systolic-batch", "--out", "@/folder.pdf" }) << 1
                              << list({ "folder.pdf", "folder" });
    QTest::newRow("a symbolic link") << list({ "--tour", "systolic-batch", "--out", "@/link.pdf" })
                                     << 1 << list({ "link.pdf", "symbolic link" });
    QTest::newRow("no folder") << list({ "--tour", "@/hostile.json", "--out", "@/missing/x.pdf" })
                               << 1 << list({ "missing/x.pdf" });
    QTest::newRow("no --tour") << list({ "--out", "@/bad.pdf" }) << 2
                               << list({ "--tour", "guess-the-winner" });
    QTest::newRow("unknown tour id")
        << list({ "--tour", "nosuch", "--out", "@/bad.pdf" }) << 2
        << list({ "nosuch", "guess-the-winner", "systolic-batch", "ten-claims" });
    QTest::newRow("missing tour file")
        << list({ "--tour", "@/none.json", "--out", "@/bad.pdf" }) << 1 << list({ "none.json" });
    QTest::newRow("broken tour file") << list({ "--tour", "@/broken.json", "--out", "@/bad.pdf" })
                                      << 1 << list({ "broken.json", "line 1" });
    QTest::newRow("language") << list(
        { "--tour", "systolic-batch", "--out", "@/bad.pdf", "--language", "xx" })
                              << 2 << list({ "'xx'", "zh_CN" });
    QTest::newRow("size") << list({ "--tour", "systolic-batch", "--out", "@/bad.pdf", "--size",
        "10x10" }) << 2 << list({ "'10x10'" });
    QTest::newRow("theme") << list({ "--tour", "systolic-batch", "--out", "@/bad.pdf", "--theme",
        "blue" }) << 2 << list({ "'blue'" });
}

void TestHandout::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, messages);
    const QString root = m_dir.filePath(QStringLiteral("bad"));
    QDir().mkpath(root + QStringLiteral("/folder.pdf"));
    QVERIFY(writeFile(root + QStringLiteral("/target.pdf"), "not replaced"));
    QFile::link(root + QStringLiteral("/target.pdf"), root + QStringLiteral("/link.pdf"));
    QVERIFY(writeFile(root + QStringLiteral("/broken.json"), "{ nope"));
    QVERIFY(writeFile(root + QStringLiteral("/hostile.json"),
        QJsonDocument(oneSceneTour(QStringLiteral("a"))).toJson()));
    for (QString& argument : arguments)
        argument.replace(QStringLiteral("@"), root);

    const test::CliRun run = test::runCli(QStringList { QStringLiteral("handout") } + arguments);
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.out.isEmpty());
    for (const QString& message : std::as_const(messages))
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(root + QStringLiteral("/bad.pdf")));
    QVERIFY(!QFileInfo::exists(root + QStringLiteral("/x.png")));
    QFile target(root + QStringLiteral("/target.pdf"));
    QVERIFY(target.open(QIODevice::ReadOnly));
    QCOMPARE(target.readAll(), QByteArray("not replaced"));
    QVERIFY(QFileInfo(root + QStringLiteral("/link.pdf")).isSymLink());
}

// File › Export Handout with a tour open: the open tour, written to the file chosen.
void TestHandout::menuActionWritesTheOpenTour()
{
    MainWindow window;
    auto* fileMenu = window.findChild<QMenu*>(QStringLiteral("fileMenu"));
    QAction* action = window.actions()->action("actionExportHandout");
    QVERIFY(fileMenu && action);
    QVERIFY(fileMenu->actions().contains(action));
    QString error;
    QVERIFY2(window.tourPlayer()->open(QStringLiteral(":/tours/systolic-batch.json"), &error),
        qPrintable(error));
    window.tourPlayer()->showScene(2); // the handout starts at the first scene all the same
    const QString path = m_dir.filePath(QStringLiteral("menu-open.pdf"));
    bool askedForATour = false;
    window.handoutDialogs()->setTourPrompt([&](const QStringList&) {
        askedForATour = true;
        return QString();
    });
    QString suggested;
    window.handoutDialogs()->setPathPrompt([&](const QString& name) {
        suggested = name;
        return path;
    });
    QSignalSpy exported(window.handoutDialogs(), &HandoutDialogs::exported);
    action->trigger();
    QVERIFY(!askedForATour);
    QCOMPARE(exported.size(), 1);
    QCOMPARE(exported.first().at(0).toString(), path);
    QCOMPARE(suggested, QStringLiteral("tour.pdf")); // a shipped tour has no file of its own
    const int scenes = int(window.tourPlayer()->tour().scenes.size());
    QCOMPARE(pageCount(path), 1 + scenes);
    QCOMPARE(exported.first().at(1).toInt(), 1 + scenes);
    QVERIFY(squeezed(pageText(path, 2))
                .contains(squeezed(window.tourPlayer()->tour().scenes[0].title.text())));
    QCOMPARE(window.tourPlayer()->sceneIndex(), 2); // the window's own tour is left as it was
}

// With no tour open it asks which shipped tour, then for the file (".pdf" added).
void TestHandout::menuActionAsksForAShippedTour()
{
    MainWindow window;
    QVERIFY(!window.tourPlayer()->hasTour());
    QStringList offered;
    window.handoutDialogs()->setTourPrompt([&](const QStringList& paths) {
        offered = paths;
        return QStringLiteral(":/tours/scaling-out.json");
    });
    QString suggested;
    const QString path = m_dir.filePath(QStringLiteral("menu-shipped"));
    window.handoutDialogs()->setPathPrompt([&](const QString& name) {
        suggested = name;
        return path;
    });
    window.actions()->action("actionExportHandout")->trigger();
    QCOMPARE(offered, TourFile::builtinPaths());
    QCOMPARE(suggested, QStringLiteral("scaling-out.pdf"));
    QVERIFY(!QFileInfo::exists(path));
    const QString written = path + QStringLiteral(".pdf");
    QCOMPARE(pageCount(written), 1 + int(shippedTour(QStringLiteral("scaling-out")).scenes.size()));
    QVERIFY(!window.tourPlayer()->hasTour()); // exporting opens nothing in the window

    // Cancelled at either question: nothing is written.
    window.handoutDialogs()->setTourPrompt([](const QStringList&) { return QString(); });
    QSignalSpy exported(window.handoutDialogs(), &HandoutDialogs::exported);
    window.actions()->action("actionExportHandout")->trigger();
    QCOMPARE(exported.size(), 0);
}

QTEST_MAIN(TestHandout)
#include "tst_handout.moc"
