// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// The tour editor's operations on the Tour value (issue 36 item 5): each changes what it says
// and nothing else, refuses what the file format could not hold (and then changes nothing),
// and whatever it makes is saved and read back equal.

#include "io/inputlimits.h"
#include "session/touredit.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

const QString kQuestionTour = QStringLiteral(":/tours/guess-the-winner.json");
const QString kDecodeTour = QStringLiteral(":/tours/llm-decode-roofline.json");

Tour load(const QString& path)
{
    const TourLoadResult loaded = TourFile::load(path);
    if (!loaded.tour)
        qFatal("cannot load %s", qPrintable(path));
    return *loaded.tour;
}

QStringList captions(const Tour& tour)
{
    QStringList texts;
    for (const TourScene& scene : tour.scenes)
        texts << scene.captionMarkdown.english();
    return texts;
}

QByteArray saved(const Tour& tour, const QTemporaryDir& dir, const QString& name)
{
    const QString path = dir.filePath(name);
    if (!TourFile::save(tour, path).isEmpty())
        return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTourEdit : public QObject
{
    Q_OBJECT

private slots:
    void moveScene();
    void deleteScene();
    void duplicateAndInsert();
    void rerecordKeepsTexts();
    void rerecordRefusesLostChoices();
    void textPerLanguage();
    void textLimits();
    void questionLimits();
    void coverage();
    void checkSaysWhatLoadWould();
    void pictureKeyIgnoresTexts();
    void roundTripIsCanonical();
};

void TestTourEdit::moveScene()
{
    const Tour original = load(kDecodeTour);
    QVERIFY(original.scenes.size() >= 3);
    Tour tour = original;
    QCOMPARE(TourEdit::moveScene(tour, 0, 2), TourEditProblem::None);
    QStringList expected = captions(original);
    expected.move(0, 2);
    QCOMPARE(captions(tour), expected);
    QCOMPARE(TourEdit::moveScene(tour, 2, 0), TourEditProblem::None);
    QVERIFY(tour == original);
    QCOMPARE(TourEdit::moveScene(tour, 0, int(tour.scenes.size())), TourEditProblem::NoSuchItem);
    QCOMPARE(TourEdit::moveScene(tour, -1, 0), TourEditProblem::NoSuchItem);
    QVERIFY(tour == original);
}

void TestTourEdit::deleteScene()
{
    const Tour original = load(kDecodeTour);
    Tour tour = original;
    QCOMPARE(TourEdit::deleteScene(tour, 1), TourEditProblem::None);
    QCOMPARE(tour.scenes.size(), original.scenes.size() - 1);
    QVERIFY(tour.scenes[1] == original.scenes[2]);
    while (tour.scenes.size() > 1)
        QCOMPARE(TourEdit::deleteScene(tour, 0), TourEditProblem::None);
    const Tour last = tour;
    QCOMPARE(TourEdit::deleteScene(tour, 0), TourEditProblem::LastScene);
    QVERIFY(tour == last);
    QCOMPARE(TourEdit::deleteScene(tour, 5), TourEditProblem::NoSuchItem);
}

void TestTourEdit::duplicateAndInsert()
{
    const Tour original = load(kDecodeTour);
    Tour tour = original;
    QCOMPARE(TourEdit::duplicateScene(tour, 0), TourEditProblem::None);
    QCOMPARE(tour.scenes.size(), original.scenes.size() + 1);
    QVERIFY(tour.scenes[0] == tour.scenes[1]);
    QVERIFY(tour.scenes[2] == original.scenes[1]);
    // The format's limit on scenes.
    while (tour.scenes.size() < io::kMaxScenes)
        QCOMPARE(TourEdit::duplicateScene(tour, 0), TourEditProblem::None);
    QCOMPARE(TourEdit::duplicateScene(tour, 0), TourEditProblem::TooManyScenes);
    QCOMPARE(TourEdit::insertScene(tour, 0, original.scenes[0]), TourEditProblem::TooManyScenes);
    QCOMPARE(tour.scenes.size(), io::kMaxScenes);
    Tour small = original;
    QCOMPARE(TourEdit::insertScene(small, int(small.scenes.size()) + 1, original.scenes[0]),
        TourEditProblem::NoSuchItem);
    QCOMPARE(TourEdit::insertScene(small, int(small.scenes.size()), original.scenes[0]),
        TourEditProblem::None);
    QVERIFY(small.scenes.constLast() == original.scenes[0]);
}

void TestTourEdit::rerecordKeepsTexts()
{
    // A scene without a question takes another tour's scene's picture, keeps its own words.
    const Tour original = load(kDecodeTour);
    const Tour other = load(kQuestionTour);
    Tour tour = original;
    const int plain = 1;
    QVERIFY(!tour.scenes[plain].question);
    TourScene captured = other.scenes.constFirst();
    captured.question.reset();
    captured.charts.clear();
    captured.title = io::LocalizedText(QStringLiteral("captured title"));
    captured.captionMarkdown = io::LocalizedText(QStringLiteral("captured caption"));
    QCOMPARE(TourEdit::rerecordScene(tour, plain, captured), TourEditProblem::None);
    const TourScene& scene = tour.scenes[plain];
    QVERIFY(scene.title == original.scenes[plain].title);
    QVERIFY(scene.captionMarkdown == original.scenes[plain].captionMarkdown);
    QVERIFY(scene.notes == original.scenes[plain].notes);
    QCOMPARE(scene.charts, original.scenes[plain].charts);
    QVERIFY(scene.workload == captured.workload);
    QCOMPARE(scene.deviceIds, captured.deviceIds);
    QCOMPARE(scene.view, captured.view);
    QCOMPARE(scene.cycle, captured.cycle);
    QCOMPARE(scene.zoomedIn, captured.zoomedIn);
    for (int i = 0; i < tour.scenes.size(); ++i)
        if (i != plain)
            QVERIFY(tour.scenes[i] == original.scenes[i]);
    QVERIFY(TourEdit::check(tour).isEmpty());
}

void TestTourEdit::rerecordRefusesLostChoices()
{
    const Tour original = load(kQuestionTour);
    Tour tour = original;
    int asking = -1;
    for (int i = 0; i < tour.scenes.size() && asking < 0; ++i)
        if (tour.scenes[i].question)
            asking = i;
    QVERIFY(asking >= 0);
    TourScene captured = tour.scenes[asking];
    captured.deviceIds = { captured.deviceIds.first() };
    QCOMPARE(TourEdit::rerecordScene(tour, asking, captured), TourEditProblem::ChoiceDevice);
    QVERIFY(tour == original);
    // The same devices in another order keep the question.
    captured = tour.scenes[asking];
    std::reverse(captured.deviceIds.begin(), captured.deviceIds.end());
    captured.playing = !captured.playing;
    QCOMPARE(TourEdit::rerecordScene(tour, asking, captured), TourEditProblem::None);
    QVERIFY(tour.scenes[asking].question == original.scenes[asking].question);
    QCOMPARE(tour.scenes[asking].playing, !original.scenes[asking].playing);
}

void TestTourEdit::textPerLanguage()
{
    const Tour original = load(kDecodeTour);
    Tour tour = original;
    const TourTextRef caption { TourTextField::Caption, 1 };
    const QString german = TourEdit::text(tour, caption, QStringLiteral("de"));
    QVERIFY(!german.isEmpty());
    QCOMPARE(german, original.scenes[1].captionMarkdown.text(QStringLiteral("de")));
    QCOMPARE(TourEdit::setText(tour, caption, QStringLiteral("de"), QStringLiteral("Neu")),
        TourEditProblem::None);
    QCOMPARE(tour.scenes[1].captionMarkdown.text(QStringLiteral("de")), QStringLiteral("Neu"));
    QCOMPARE(
        tour.scenes[1].captionMarkdown.english(), original.scenes[1].captionMarkdown.english());
    QCOMPARE(tour.scenes[1].captionMarkdown.text(QStringLiteral("fr")),
        original.scenes[1].captionMarkdown.text(QStringLiteral("fr")));
    // An empty text removes the translation: the reader then sees English, the editor nothing.
    QCOMPARE(
        TourEdit::setText(tour, caption, QStringLiteral("de"), QString()), TourEditProblem::None);
    QCOMPARE(TourEdit::text(tour, caption, QStringLiteral("de")), QString());
    QCOMPARE(tour.scenes[1].captionMarkdown.text(QStringLiteral("de")),
        original.scenes[1].captionMarkdown.english());
    QCOMPARE(TourEdit::setText(tour, caption, QStringLiteral("de"), german), TourEditProblem::None);
    QVERIFY(tour == original);

    const TourTextRef title { TourTextField::TourTitle };
    QCOMPARE(TourEdit::setText(tour, title, QStringLiteral("en"), QStringLiteral("T")),
        TourEditProblem::None);
    QCOMPARE(tour.title.english(), QStringLiteral("T"));
    QCOMPARE(TourEdit::setText(tour, title, QStringLiteral("xx"), QStringLiteral("T")),
        TourEditProblem::UnknownLanguage);
    QCOMPARE(TourEdit::setText(
                 tour, { TourTextField::Notes, 99 }, QStringLiteral("en"), QStringLiteral("n")),
        TourEditProblem::NoSuchItem);
    // The decode tour asks nothing: no question text to set.
    QCOMPARE(TourEdit::setText(tour, { TourTextField::QuestionText, 0 }, QStringLiteral("en"),
                 QStringLiteral("q")),
        TourEditProblem::NoSuchItem);
}

void TestTourEdit::textLimits()
{
    Tour tour = load(kQuestionTour);
    const Tour original = tour;
    int asking = -1;
    for (int i = 0; i < tour.scenes.size() && asking < 0; ++i)
        if (tour.scenes[i].question)
            asking = i;
    const struct
    {
        TourTextRef ref;
        qsizetype limit;
    } fields[] = {
        { { TourTextField::TourTitle }, io::kMaxNameLength },
        { { TourTextField::SceneTitle, 0 }, io::kMaxNameLength },
        { { TourTextField::Caption, 0 }, TourFile::kMaxCaptionLength },
        { { TourTextField::Notes, 0 }, TourFile::kMaxCaptionLength },
        { { TourTextField::QuestionText, asking }, TourQuestion::kMaxTextLength },
        { { TourTextField::ChoiceText, asking, 1 }, TourQuestion::kMaxChoiceLength },
    };
    for (const auto& [ref, limit] : fields) {
        QCOMPARE(TourEdit::maxLength(ref.field), limit);
        QCOMPARE(TourEdit::setText(tour, ref, QStringLiteral("fr"), QString(limit + 1, u'x')),
            TourEditProblem::TextTooLong);
        QVERIFY(tour == original);
        Tour longest = tour;
        QCOMPARE(TourEdit::setText(longest, ref, QStringLiteral("fr"), QString(limit, u'x')),
            TourEditProblem::None);
        // At the limit the file still reads back.
        QVERIFY(TourEdit::check(longest).isEmpty());
    }
}

void TestTourEdit::questionLimits()
{
    const Tour original = load(kDecodeTour);
    Tour tour = original;
    // A scene comparing two devices can ask which wins.
    const int many = 2;
    QVERIFY(tour.scenes[many].deviceIds.size() >= 2);
    std::optional<TourQuestion> question = TourEdit::newQuestion(tour.scenes[many]);
    QVERIFY(question);
    QCOMPARE(question->choices.size(), 2);
    question->text = io::LocalizedText(QStringLiteral("Which is faster?"));
    QCOMPARE(TourEdit::setQuestion(tour, many, question), TourEditProblem::None);
    QVERIFY(TourEdit::check(tour).isEmpty());

    TourQuestion bad = *question;
    bad.choices.removeLast();
    QCOMPARE(TourEdit::setQuestion(tour, many, bad), TourEditProblem::ChoiceCount);
    bad = *question;
    while (bad.choices.size() <= TourQuestion::kMaxChoices)
        bad.choices.append(bad.choices.first());
    QCOMPARE(TourEdit::setQuestion(tour, many, bad), TourEditProblem::ChoiceCount);
    bad = *question;
    bad.choices[1].id = bad.choices[0].id;
    QCOMPARE(TourEdit::setQuestion(tour, many, bad), TourEditProblem::ChoiceDevice);
    bad.choices[1].id = QStringLiteral("no-such-device");
    QCOMPARE(TourEdit::setQuestion(tour, many, bad), TourEditProblem::ChoiceDevice);
    bad = *question;
    bad.text.setText(QStringLiteral("de"), QString(TourQuestion::kMaxTextLength + 1, u'q'));
    QCOMPARE(TourEdit::setQuestion(tour, many, bad), TourEditProblem::TextTooLong);
    QVERIFY(tour.scenes[many].question == question);

    QCOMPARE(TourEdit::setQuestion(tour, many, std::nullopt), TourEditProblem::None);
    QVERIFY(tour == original);
    TourScene single = tour.scenes[many];
    single.deviceIds = { single.deviceIds.first() };
    QVERIFY(!TourEdit::newQuestion(single));
}

void TestTourEdit::coverage()
{
    const Tour shipped = load(kQuestionTour);
    for (const QString& language : io::LocalizedText::languages())
        QCOMPARE(TourEdit::coverage(shipped, language), TourLanguageCoverage::Complete);
    Tour tour = shipped;
    QCOMPARE(TourEdit::setText(tour, { TourTextField::Caption, 0 }, QStringLiteral("es"), {}),
        TourEditProblem::None);
    QCOMPARE(
        TourEdit::coverage(tour.scenes[0], QStringLiteral("es")), TourLanguageCoverage::Partial);
    QCOMPARE(TourEdit::coverage(tour, QStringLiteral("es")), TourLanguageCoverage::Partial);
    QCOMPARE(
        TourEdit::coverage(tour.scenes[1], QStringLiteral("es")), TourLanguageCoverage::Complete);

    TourScene english;
    english.captionMarkdown = io::LocalizedText(QStringLiteral("Only English"));
    QCOMPARE(TourEdit::coverage(english, QStringLiteral("en")), TourLanguageCoverage::Complete);
    QCOMPARE(TourEdit::coverage(english, QStringLiteral("zh_CN")), TourLanguageCoverage::Missing);
    TourScene empty;
    QCOMPARE(TourEdit::coverage(empty, QStringLiteral("en")), TourLanguageCoverage::Missing);
}

void TestTourEdit::checkSaysWhatLoadWould()
{
    Tour tour = load(kDecodeTour);
    QVERIFY(TourEdit::check(tour).isEmpty());
    tour.scenes[0].deviceIds.clear();
    const io::Diagnostics problems = TourEdit::check(tour);
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().jsonPath, QStringLiteral("$.scenes[0].devices"));
    tour.scenes.clear();
    QVERIFY(!TourEdit::check(tour).isEmpty());
}

void TestTourEdit::pictureKeyIgnoresTexts()
{
    const Tour tour = load(kDecodeTour);
    TourScene scene = tour.scenes[0];
    const QByteArray key = TourEdit::pictureKey(scene);
    scene.captionMarkdown.setText(QStringLiteral("de"), QStringLiteral("anders"));
    scene.title = io::LocalizedText(QStringLiteral("other"));
    scene.notes = io::LocalizedText(QStringLiteral("notes"));
    scene.question = TourEdit::newQuestion(scene);
    QVERIFY(scene.question);
    QCOMPARE(TourEdit::pictureKey(scene), key);
    scene.view
        = scene.view == QLatin1String("simt") ? QStringLiteral("compare") : QStringLiteral("simt");
    QVERIFY(TourEdit::pictureKey(scene) != key);
    QVERIFY(TourEdit::pictureKey(tour.scenes[1]) != key);
}

void TestTourEdit::roundTripIsCanonical()
{
    // The writer is canonical, not the hand-written file: a shipped tour saved without a change
    // reads back equal, and its file is a fixed point (saved again, the same bytes). After
    // edits undone, the bytes are those of the unedited tour.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& path : TourFile::builtinPaths()) {
        const Tour original = load(path);
        const QByteArray first = saved(original, dir, QStringLiteral("first.json"));
        QVERIFY(!first.isEmpty());
        const Tour reread = load(dir.filePath(QStringLiteral("first.json")));
        QVERIFY(reread == original);
        QCOMPARE(saved(reread, dir, QStringLiteral("second.json")), first);

        Tour edited = original;
        QCOMPARE(TourEdit::moveScene(edited, 0, 1), TourEditProblem::None);
        QCOMPARE(TourEdit::setText(edited, { TourTextField::Caption, 0 }, QStringLiteral("de"),
                     QStringLiteral("**neu**")),
            TourEditProblem::None);
        QVERIFY(saved(edited, dir, QStringLiteral("edited.json")) != first);
        QCOMPARE(TourEdit::setText(edited, { TourTextField::Caption, 0 }, QStringLiteral("de"),
                     original.scenes[1].captionMarkdown.translations().value(QStringLiteral("de"))),
            TourEditProblem::None);
        QCOMPARE(TourEdit::moveScene(edited, 1, 0), TourEditProblem::None);
        QCOMPARE(saved(edited, dir, QStringLiteral("undone.json")), first);
    }
}

QTEST_GUILESS_MAIN(TestTourEdit)
#include "tst_touredit.moc"
