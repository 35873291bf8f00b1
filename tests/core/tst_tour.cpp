// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Tour files (docs/presentation.md): the shipped tours load against the shipped catalog, in every
// language, tours survive a save and a load unchanged (their translations too), titles and
// captions may be plain strings or per-language objects, and every malformed file of
// tests/data/tours/ gives exactly the diagnostics written in its .expected file, never a tour.

#include "hardware/catalog.h"
#include "io/inputlimits.h"
#include "session/tour.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace ts;

namespace {

const QString kDataDir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/tours");

QStringList catalogIds()
{
    QStringList ids;
    const Catalog catalog = Catalog::load(QString());
    for (const Device& device : catalog.devices())
        ids.append(device.id);
    return ids;
}

} // namespace

class TestTour : public QObject
{
    Q_OBJECT

private slots:
    void shippedToursLoad_data();
    void shippedToursLoad();
    void runOverridesApplyToThePreset();
    void saveAndLoadRoundTrip();
    void translationsRoundTrip();
    void localizedTextFallsBackToEnglish_data();
    void localizedTextFallsBackToEnglish();
    void plainAndLocalizedFormsLoad();
    void unknownLanguageIsAWarning();
    void localizedLimits();
    void saveFailsCleanly();
    void malformedFiles_data();
    void malformedFiles();
    void limitsAreReported_data();
    void limitsAreReported();
    void notesRoundTrip();
    void notesLimitsAndHostileText();
    void shippedToursCarryNotes();
};

void TestTour::shippedToursLoad_data()
{
    QTest::addColumn<QString>("path");
    const QStringList paths = TourFile::builtinPaths();
    QCOMPARE(paths.size(), 5);
    for (const QString& path : paths)
        QTest::newRow(qPrintable(path)) << path;
}

void TestTour::shippedToursLoad()
{
    QFETCH(QString, path);
    const TourLoadResult loaded = TourFile::load(path, catalogIds());
    QStringList problems;
    for (const io::Diagnostic& d : loaded.diagnostics)
        problems << d.toString();
    // Not even warnings: a shipped tour has no typos.
    QVERIFY2(loaded.diagnostics.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(loaded.tour);
    QVERIFY(!loaded.tour->title.isEmpty());
    // Every text in every language the interface has (tst_translations checks the wording).
    const QStringList translations = io::LocalizedText::languages().mid(1);
    QCOMPARE(loaded.tour->title.translations().keys(), translations);
    QVERIFY(loaded.tour->scenes.size() >= 3);
    for (const TourScene& scene : loaded.tour->scenes) {
        QVERIFY(!scene.title.isEmpty());
        QVERIFY(scene.captionMarkdown.english().size() > 40);
        QCOMPARE(scene.title.translations().keys(), translations);
        QCOMPARE(scene.captionMarkdown.translations().keys(), translations);
        // Speaker notes are optional; where a scene has them, in every language.
        if (!scene.notes.isEmpty())
            QCOMPARE(scene.notes.translations().keys(), translations);
        QVERIFY(!scene.deviceIds.isEmpty());
        QVERIFY(TourFile::viewNames().contains(scene.view));
        // Captions speak to the audience: no command lines or file paths on a projector
        // (issue 19; two scenes ended in a CLI command or "docs/scaling.md").
        QStringList texts { scene.captionMarkdown.english() };
        texts += scene.captionMarkdown.translations().values();
        static const QRegularExpression forTheTerminal(
            QStringLiteral(R"((\btensorscope\s+[a-z]|\s--[a-z]|docs/|\.md\b|\.json\b))"));
        for (const QString& text : std::as_const(texts))
            QVERIFY2(!forTheTerminal.match(text).hasMatch(), qPrintable(text));
    }
}

void TestTour::runOverridesApplyToThePreset()
{
    const TourLoadResult loaded
        = TourFile::load(QStringLiteral(":/tours/systolic-batch.json"), catalogIds());
    QVERIFY(loaded.tour);
    const auto preset = WorkloadPresets::load(QStringLiteral("mlp-4096"));
    QVERIFY(preset.spec);
    const QList<qint64> batches { 1, 16, 4096, 4096 };
    QCOMPARE(loaded.tour->scenes.size(), batches.size());
    for (int i = 0; i < batches.size(); ++i) {
        const TourScene& scene = loaded.tour->scenes[i];
        QCOMPARE(scene.presetId, QStringLiteral("mlp-4096"));
        QCOMPARE(scene.workload.run.globalBatch, batches[i]);
        QCOMPARE(scene.workload.run.step, StepKind::Prefill);
        QCOMPARE(scene.workload.run.activationPrecision, Precision::BF16);
        // Everything the scene does not override is the preset's.
        QCOMPARE(scene.workload.mlp, preset.spec->mlp);
        QCOMPARE(scene.workload.run.seqLength, preset.spec->run.seqLength);
    }
    QCOMPARE(loaded.tour->scenes[0].view, QStringLiteral("systolic"));
    QCOMPARE(loaded.tour->scenes[1].gemm, (std::optional<std::array<qint64, 3>>({ 16, 64, 64 })));
    QCOMPARE(loaded.tour->scenes[0].cycle, std::optional<qint64>(12));
    QCOMPARE(loaded.tour->scenes[0].speedCyclesPerSecond, std::optional<double>(4));
    QCOMPARE(loaded.tour->scenes[3].charts,
        (QStringList { QStringLiteral("batch"), QStringLiteral("throughput") }));
}

void TestTour::saveAndLoadRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        QVERIFY(loaded.tour);
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QCOMPARE(TourFile::save(*loaded.tour, copy), QString());
        const TourLoadResult again = TourFile::load(copy, catalogIds());
        QVERIFY(again.tour);
        QVERIFY(again.diagnostics.isEmpty());
        QVERIFY(*again.tour == *loaded.tour);
        // The decode tour steps through the warps of its operator: zoomed in (issue 19).
        if (path.contains(QLatin1String("llm-decode-roofline")))
            QCOMPARE(again.tour->scenes.constLast().zoomedIn, std::optional<bool>(true));
        // The shipped tours carry five languages: the file keeps them as objects.
        const QJsonObject root = TourFile::toJson(*loaded.tour);
        QCOMPARE(root.value(QStringLiteral("title")).toObject().keys().size(), 5);
        const QJsonObject first = root.value(QStringLiteral("scenes")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("caption")).toObject().value(QStringLiteral("de")),
            QJsonValue(loaded.tour->scenes[0].captionMarkdown.text(QStringLiteral("de"))));
    }
}

void TestTour::saveFailsCleanly()
{
    const TourLoadResult loaded = TourFile::load(TourFile::builtinPaths().first());
    QVERIFY(loaded.tour);
    QTemporaryDir dir;
    const QString problem
        = TourFile::save(*loaded.tour, dir.filePath(QStringLiteral("missing/folder/tour.json")));
    QVERIFY(!problem.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/folder/tour.json"))));
}

void TestTour::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(kDataDir).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 15);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestTour::malformedFiles()
{
    QFETCH(QString, file);
    const TourLoadResult loaded = TourFile::load(kDataDir + QLatin1Char('/') + file, catalogIds());
    QVERIFY(!loaded.tour);
    QVERIFY(io::hasErrors(loaded.diagnostics));
    QStringList lines;
    for (io::Diagnostic d : loaded.diagnostics) {
        QCOMPARE(QFileInfo(d.file).fileName(), file); // every diagnostic names the file
        d.file = QFileInfo(d.file).fileName();
        lines.append(d.toString());
    }
    QFile expectedFile(kDataDir + QLatin1Char('/') + QFileInfo(file).completeBaseName()
        + QStringLiteral(".expected"));
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(lines.join(QLatin1Char('\n'))));
    const QStringList expected
        = QString::fromUtf8(expectedFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines, expected);
}

namespace {

QJsonObject scene(const QString& caption = QStringLiteral("A caption."))
{
    return { { QStringLiteral("caption"), caption },
        { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
        { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } };
}

QByteArray tour(const QJsonArray& scenes)
{
    const QJsonObject root { { QStringLiteral("format"), QStringLiteral("tensorscope-tour") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("title"), QStringLiteral("Limits") },
        { QStringLiteral("scenes"), scenes } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

// Issue 18, items 4 and 11: scenes, devices, charts and strings have limits, checked before a
// list is walked or a caption kept; a caption holding a 1 MB word took 37 s to render. The one
// limit hit is reported with the file, the JSON path and the limit.
void TestTour::limitsAreReported_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("limit");
    QTest::newRow("1 MB word in a caption")
        << tour({ scene(QString(1 << 20, QLatin1Char('w'))) })
        << QStringLiteral("$.scenes[0].caption")
        << QStringLiteral("at most %1 characters").arg(TourFile::kMaxCaptionLength);
    QJsonArray scenes;
    for (qsizetype i = 0; i <= io::kMaxScenes; ++i)
        scenes.append(scene());
    QTest::newRow("too many scenes") << tour(scenes) << QStringLiteral("$.scenes")
                                     << QStringLiteral("at most %1 entries").arg(io::kMaxScenes);
    QJsonObject manyDevices = scene();
    QJsonArray devices;
    for (int i = 0; i < 100000; ++i)
        devices.append(QStringLiteral("d%1").arg(i));
    manyDevices[QStringLiteral("devices")] = devices;
    QTest::newRow("100,000 devices")
        << tour({ manyDevices }) << QStringLiteral("$.scenes[0].devices")
        << QStringLiteral("at most %1 entries").arg(io::kMaxDevices);
    QJsonObject titled = scene();
    titled[QStringLiteral("title")] = QString(io::kMaxNameLength + 1, QLatin1Char('t'));
    QTest::newRow("long scene title")
        << tour({ titled }) << QStringLiteral("$.scenes[0].title")
        << QStringLiteral("at most %1 characters").arg(io::kMaxNameLength);
    QJsonObject noted = scene();
    noted[QStringLiteral("notes")] = QString(1 << 20, QLatin1Char('n'));
    QTest::newRow("1 MB word in the notes")
        << tour({ noted }) << QStringLiteral("$.scenes[0].notes")
        << QStringLiteral("at most %1 characters").arg(TourFile::kMaxCaptionLength);
}

void TestTour::limitsAreReported()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, jsonPath);
    QFETCH(QString, limit);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("limits.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    const TourLoadResult loaded = TourFile::load(path, catalogIds());
    QVERIFY(!loaded.tour);
    QCOMPARE(loaded.diagnostics.size(), 1);
    const io::Diagnostic& d = loaded.diagnostics.constFirst();
    QCOMPARE(d.code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(d.file, path);
    QCOMPARE(d.jsonPath, jsonPath);
    QVERIFY2(d.toString().contains(limit), qPrintable(d.toString()));
}

namespace {

Tour smallTour()
{
    const TourLoadResult loaded = TourFile::load(QStringLiteral(":/tours/systolic-batch.json"));
    Tour tour = *loaded.tour;
    tour.scenes.resize(2);
    return tour;
}

} // namespace

// Written forms: plain strings where a text has no translations (readable by versions before
// the per-language form, the same file version), objects where it has; either comes back equal.
void TestTour::translationsRoundTrip()
{
    Tour tour = smallTour();
    tour.title = io::LocalizedText(QStringLiteral("English only"));
    tour.scenes[0].title = io::LocalizedText(QStringLiteral("Scene"));
    tour.scenes[0].title.setText(QStringLiteral("fr"), QStringLiteral("Scène"));
    tour.scenes[0].captionMarkdown = io::LocalizedText(QStringLiteral("**Bold** caption."));
    tour.scenes[0].captionMarkdown.setText(
        QStringLiteral("zh_CN"), QStringLiteral("**粗体**说明。"));
    tour.scenes[0].captionMarkdown.setText(
        QStringLiteral("de"), QStringLiteral("**Fette** Zeile."));
    tour.scenes[1].title = io::LocalizedText();
    tour.scenes[1].captionMarkdown = io::LocalizedText(QStringLiteral("Plain."));
    const QJsonObject root = TourFile::toJson(tour);
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("title")), QJsonValue(QStringLiteral("English only")));
    const QJsonArray scenes = root.value(QStringLiteral("scenes")).toArray();
    const QJsonObject first = scenes.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("title")).toObject(),
        (QJsonObject { { QStringLiteral("en"), QStringLiteral("Scene") },
            { QStringLiteral("fr"), QStringLiteral("Scène") } }));
    QCOMPARE(first.value(QStringLiteral("caption")).toObject().keys(),
        (QStringList { QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("zh_CN") }));
    QVERIFY(!scenes.at(1).toObject().contains(QStringLiteral("title")));
    QCOMPARE(scenes.at(1).toObject().value(QStringLiteral("caption")),
        QJsonValue(QStringLiteral("Plain.")));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("languages.json"));
    QCOMPARE(TourFile::save(tour, path), QString());
    const TourLoadResult again = TourFile::load(path, catalogIds());
    QVERIFY(again.tour);
    QVERIFY(again.diagnostics.isEmpty());
    QVERIFY(*again.tour == tour);
    QCOMPARE(again.tour->scenes[0].captionMarkdown.text(QStringLiteral("zh_CN")),
        QStringLiteral("**粗体**说明。"));
    QCOMPARE(again.tour->scenes[0].captionMarkdown.text(QStringLiteral("fr")),
        QStringLiteral("**Bold** caption."));
}

void TestTour::localizedTextFallsBackToEnglish_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Hello");
    QTest::newRow("en_US") << QStringLiteral("en_US") << QStringLiteral("Hello");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Hallo");
    QTest::newRow("de_AT: the language without its territory")
        << QStringLiteral("de_AT") << QStringLiteral("Hallo");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("你好");
    QTest::newRow("zh-CN") << QStringLiteral("zh-CN") << QStringLiteral("你好");
    QTest::newRow("zh_TW: no traditional text, English")
        << QStringLiteral("zh_TW") << QStringLiteral("Hello");
    QTest::newRow("fr: missing, English") << QStringLiteral("fr") << QStringLiteral("Hello");
    QTest::newRow("es: empty, English") << QStringLiteral("es") << QStringLiteral("Hello");
    QTest::newRow("C") << QStringLiteral("C") << QStringLiteral("Hello");
    QTest::newRow("empty") << QString() << QStringLiteral("Hello");
}

void TestTour::localizedTextFallsBackToEnglish()
{
    QFETCH(QString, locale);
    QFETCH(QString, expected);
    io::LocalizedText text(QStringLiteral("Hello"));
    text.setText(QStringLiteral("de"), QStringLiteral("Hallo"));
    text.setText(QStringLiteral("zh_CN"), QStringLiteral("你好"));
    text.setText(QStringLiteral("es"), QString());
    QCOMPARE(text.text(locale), expected);
    // text() is the default locale's, the one installTranslations() sets.
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(text.text(), text.text(QLocale().name()));
    QLocale::setDefault(before);
}

namespace {

TourLoadResult loadBytes(const QByteArray& bytes, QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("tour.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    file.close();
    return TourFile::load(path, catalogIds());
}

} // namespace

// Version 1 files keep loading: the plain string is English, the object names its languages.
void TestTour::plainAndLocalizedFormsLoad()
{
    QTemporaryDir dir;
    const TourLoadResult plain = loadBytes(R"({"format": "tensorscope-tour", "version": 1,
        "title": "Plain", "scenes": [{"title": "One", "caption": "Only *English*.",
        "preset": "mlp-4096", "devices": ["h100-sxm"]}]})",
        dir);
    QVERIFY(plain.tour);
    QVERIFY(plain.diagnostics.isEmpty());
    QCOMPARE(plain.tour->title.text(QStringLiteral("de")), QStringLiteral("Plain"));
    QCOMPARE(plain.tour->scenes[0].captionMarkdown.text(QStringLiteral("zh_CN")),
        QStringLiteral("Only *English*."));

    const TourLoadResult localized = loadBytes(R"({"format": "tensorscope-tour", "version": 1,
        "title": {"en": "Tour", "de": "Rundgang"}, "scenes": [{"title": {"en": "One"},
        "caption": {"en": "English.", "fr": "Français.", "zh_CN": "中文。", "es": ""},
        "preset": "mlp-4096", "devices": ["h100-sxm"]}]})",
        dir);
    QVERIFY(localized.tour);
    QVERIFY(localized.diagnostics.isEmpty());
    QCOMPARE(localized.tour->title.text(QStringLiteral("de")), QStringLiteral("Rundgang"));
    QCOMPARE(localized.tour->title.text(QStringLiteral("fr")), QStringLiteral("Tour"));
    const io::LocalizedText& caption = localized.tour->scenes[0].captionMarkdown;
    QCOMPARE(caption.text(QStringLiteral("fr")), QStringLiteral("Français."));
    QCOMPARE(caption.text(QStringLiteral("zh_CN")), QStringLiteral("中文。"));
    QCOMPARE(caption.text(QStringLiteral("es")), QStringLiteral("English.")); // empty: English
    QCOMPARE(caption.text(QStringLiteral("de")), QStringLiteral("English."));
}

// A language the program does not know is a typo or a language to come: the tour loads, the
// text is dropped, and the warning names the file, the JSON path and the key.
void TestTour::unknownLanguageIsAWarning()
{
    QTemporaryDir dir;
    const TourLoadResult loaded = loadBytes(R"({"format": "tensorscope-tour", "version": 1,
        "title": "T", "scenes": [{"caption": {"en": "English.", "ja": "日本語。", "de": "Deutsch."},
        "preset": "mlp-4096", "devices": ["h100-sxm"]}]})",
        dir);
    QVERIFY(loaded.tour);
    QCOMPARE(loaded.diagnostics.size(), 1);
    const io::Diagnostic& d = loaded.diagnostics.constFirst();
    QCOMPARE(d.severity, io::Severity::Warning);
    QCOMPARE(d.code, io::DiagnosticCode::UnknownField);
    QCOMPARE(d.file, dir.filePath(QStringLiteral("tour.json")));
    QCOMPARE(d.jsonPath, QStringLiteral("$.scenes[0].caption.ja"));
    QVERIFY2(d.expected.english().contains(QStringLiteral("zh_CN")), qPrintable(d.toString()));
    QCOMPARE(loaded.tour->scenes[0].captionMarkdown.text(QStringLiteral("ja")),
        QStringLiteral("English."));
    QCOMPARE(loaded.tour->scenes[0].captionMarkdown.translations().keys(),
        QStringList { QStringLiteral("de") });
}

// Each language's text has the field's limit, so a caption in all five languages is bounded by
// five times kMaxCaptionLength; keys that are no language are never read, only counted.
void TestTour::localizedLimits()
{
    QTemporaryDir dir;
    auto withCaption = [](const QJsonValue& caption) {
        return tour({ QJsonObject { { QStringLiteral("caption"), caption },
            { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
            { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } } });
    };
    QJsonObject full;
    for (const QString& language : io::LocalizedText::languages())
        full.insert(language, QString(TourFile::kMaxCaptionLength, QLatin1Char('w')));
    const TourLoadResult atLimit = loadBytes(withCaption(full), dir);
    QVERIFY(atLimit.tour);
    QVERIFY(atLimit.diagnostics.isEmpty());
    QCOMPARE(atLimit.tour->scenes[0].captionMarkdown.text(QStringLiteral("zh_CN")).size(),
        TourFile::kMaxCaptionLength);

    QJsonObject oneTooLong = full;
    oneTooLong[QStringLiteral("fr")] = QString(TourFile::kMaxCaptionLength + 1, QLatin1Char('w'));
    const TourLoadResult refused = loadBytes(withCaption(oneTooLong), dir);
    QVERIFY(!refused.tour);
    QCOMPARE(refused.diagnostics.size(), 1);
    QCOMPARE(refused.diagnostics[0].code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(refused.diagnostics[0].jsonPath, QStringLiteral("$.scenes[0].caption.fr"));
    QVERIFY2(refused.diagnostics[0].toString().contains(
                 QStringLiteral("at most %1 characters").arg(TourFile::kMaxCaptionLength)),
        qPrintable(refused.diagnostics[0].toString()));

    // Written as text: building a QJsonObject of 100,000 keys is quadratic.
    QByteArray manyKeys = R"({"en": "English.")";
    for (int i = 0; i < 100000; ++i)
        manyKeys += ", \"x" + QByteArray::number(i) + "\": \"never read\"";
    manyKeys += '}';
    QByteArray bytes = withCaption(QStringLiteral("PLACEHOLDER"));
    bytes.replace("\"PLACEHOLDER\"", manyKeys);
    const TourLoadResult warned = loadBytes(bytes, dir);
    QVERIFY(warned.tour);
    QCOMPARE(warned.diagnostics.size(), io::kMaxUnknownKeyWarnings + 1);
    QVERIFY2(warned.diagnostics.constLast().found.english().contains(QStringLiteral("99980 more")),
        qPrintable(warned.diagnostics.constLast().toString()));

    QJsonObject longTitle = QJsonObject { { QStringLiteral("en"), QStringLiteral("T") },
        { QStringLiteral("de"), QString(io::kMaxNameLength + 1, QLatin1Char('t')) } };
    QJsonObject root = QJsonDocument::fromJson(withCaption(QStringLiteral("C."))).object();
    root[QStringLiteral("title")] = longTitle;
    const TourLoadResult title = loadBytes(QJsonDocument(root).toJson(), dir);
    QVERIFY(!title.tour);
    QCOMPARE(title.diagnostics.size(), 1);
    QCOMPARE(title.diagnostics[0].jsonPath, QStringLiteral("$.title.de"));
}

// Speaker notes (issue 36 item 3): optional, a string or a per-language object like the caption,
// written only when a scene has them, and read back exactly.
void TestTour::notesRoundTrip()
{
    QTemporaryDir dir;
    const TourLoadResult loaded = loadBytes(R"({"format": "tensorscope-tour", "version": 1,
        "title": "Notes", "scenes": [
            {"caption": "One.", "notes": "Ask the room first.", "preset": "mlp-4096",
             "devices": ["h100-sxm"]},
            {"caption": "Two.", "notes": {"en": "Point at the ridge.", "de": "Auf den Knick zeigen.",
             "zh_CN": "指向屋脊点。"}, "preset": "mlp-4096", "devices": ["h100-sxm"]},
            {"caption": "Three.", "preset": "mlp-4096", "devices": ["h100-sxm"]}]})",
        dir);
    QVERIFY(loaded.tour);
    QVERIFY(loaded.diagnostics.isEmpty());
    const QList<TourScene>& scenes = loaded.tour->scenes;
    QCOMPARE(scenes[0].notes.text(QStringLiteral("de")), QStringLiteral("Ask the room first."));
    QCOMPARE(scenes[1].notes.text(QStringLiteral("de")), QStringLiteral("Auf den Knick zeigen."));
    QCOMPARE(scenes[1].notes.text(QStringLiteral("zh_CN")), QStringLiteral("指向屋脊点。"));
    QCOMPARE(scenes[1].notes.text(QStringLiteral("fr")), QStringLiteral("Point at the ridge."));
    QVERIFY(scenes[2].notes.isEmpty());

    // Written as read: a plain string, an object, nothing.
    const QJsonArray written
        = TourFile::toJson(*loaded.tour).value(QStringLiteral("scenes")).toArray();
    QCOMPARE(written.at(0).toObject().value(QStringLiteral("notes")),
        QJsonValue(QStringLiteral("Ask the room first.")));
    QCOMPARE(written.at(1).toObject().value(QStringLiteral("notes")).toObject().keys(),
        (QStringList { QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("zh_CN") }));
    QVERIFY(!written.at(2).toObject().contains(QStringLiteral("notes")));
    const QString path = dir.filePath(QStringLiteral("again.json"));
    QCOMPARE(TourFile::save(*loaded.tour, path), QString());
    const TourLoadResult again = TourFile::load(path, catalogIds());
    QVERIFY(again.tour);
    QVERIFY(again.diagnostics.isEmpty());
    QVERIFY(*again.tour == *loaded.tour);

    // A scene recorded in the window and given notes afterwards keeps them through a save.
    Tour edited = smallTour();
    edited.scenes[1].notes = io::LocalizedText(QStringLiteral("Only English."));
    edited.scenes[1].notes.setText(QStringLiteral("fr"), QStringLiteral("Seulement en français ?"));
    QCOMPARE(TourFile::save(edited, path), QString());
    const TourLoadResult editedAgain = TourFile::load(path, catalogIds());
    QVERIFY(editedAgain.tour);
    QVERIFY(*editedAgain.tour == edited);
    QVERIFY(!(*editedAgain.tour == smallTour()));
}

// Notes have the caption's limit in each language and its rules for wrong types and unknown
// languages; text that is hostile to a renderer (tags, bidi overrides, control characters, a
// long word) is data: it loads and comes back byte for byte, and the console shows it as plain
// text (tst_presenterconsole).
void TestTour::notesLimitsAndHostileText()
{
    QTemporaryDir dir;
    auto withNotes = [](const QJsonValue& notes) {
        return tour({ QJsonObject { { QStringLiteral("caption"), QStringLiteral("C.") },
            { QStringLiteral("notes"), notes },
            { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
            { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } } });
    };
    QJsonObject full;
    for (const QString& language : io::LocalizedText::languages())
        full.insert(language, QString(TourFile::kMaxCaptionLength, QLatin1Char('n')));
    const TourLoadResult atLimit = loadBytes(withNotes(full), dir);
    QVERIFY(atLimit.tour);
    QVERIFY(atLimit.diagnostics.isEmpty());
    QCOMPARE(atLimit.tour->scenes[0].notes.text(QStringLiteral("es")).size(),
        TourFile::kMaxCaptionLength);

    QJsonObject oneTooLong = full;
    oneTooLong[QStringLiteral("de")] = QString(TourFile::kMaxCaptionLength + 1, QLatin1Char('n'));
    const TourLoadResult refused = loadBytes(withNotes(oneTooLong), dir);
    QVERIFY(!refused.tour);
    QCOMPARE(refused.diagnostics.size(), 1);
    QCOMPARE(refused.diagnostics[0].code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(refused.diagnostics[0].jsonPath, QStringLiteral("$.scenes[0].notes.de"));

    const QString hostile = QStringLiteral("<img src=\"/dev/zero\"><b>bold?</b> \u202Edesrever "
                                           "[link](file:///etc/passwd) ![x](/dev/zero) \t\r\n")
        + QChar(0x0007) + QChar(0xFFFC) + QString(3000, QLatin1Char('w'));
    const TourLoadResult kept = loadBytes(withNotes(hostile), dir);
    QVERIFY(kept.tour);
    QVERIFY(kept.diagnostics.isEmpty());
    QCOMPARE(kept.tour->scenes[0].notes.english(), hostile);
    const QString path = dir.filePath(QStringLiteral("hostile.json"));
    QCOMPARE(TourFile::save(*kept.tour, path), QString());
    const TourLoadResult again = TourFile::load(path, catalogIds());
    QVERIFY(again.tour);
    QCOMPARE(again.tour->scenes[0].notes.english(), hostile);
}

// At least two shipped tours give the speaker notes for every scene (docs/presentation.md).
void TestTour::shippedToursCarryNotes()
{
    int withNotes = 0;
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        QVERIFY(loaded.tour);
        const bool all = std::all_of(loaded.tour->scenes.cbegin(), loaded.tour->scenes.cend(),
            [](const TourScene& scene) { return scene.notes.english().size() > 40; });
        withNotes += all ? 1 : 0;
    }
    QVERIFY2(withNotes >= 2, qPrintable(QString::number(withNotes)));
}

QTEST_GUILESS_MAIN(TestTour)
#include "tst_tour.moc"
