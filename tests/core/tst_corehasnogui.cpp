// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// core/ is the GUI-free performance core: it must never include a header of QtGui, QtWidgets,
// QtCharts or another GUI module. The check knows every header those modules install, so
// class-style includes (<QImage>) are caught as well as module-prefixed ones (<QtGui/qimage.h>).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

const QStringList kGuiModules = {
    QStringLiteral("QtGui"),
    QStringLiteral("QtWidgets"),
    QStringLiteral("QtCharts"),
    QStringLiteral("QtSvg"),
    QStringLiteral("QtSvgWidgets"),
    QStringLiteral("QtOpenGL"),
    QStringLiteral("QtOpenGLWidgets"),
    QStringLiteral("QtPrintSupport"),
    QStringLiteral("QtQuick"),
    QStringLiteral("QtQml"),
};

QSet<QString> headersOf(const QString& directory)
{
    QSet<QString> names;
    QDirIterator it(directory, QDir::Files);
    while (it.hasNext()) {
        it.next();
        names.insert(it.fileName());
    }
    return names;
}

class GuiIncludeChecker
{
public:
    explicit GuiIncludeChecker(const QString& qtHeadersDir)
    {
        const QSet<QString> coreHeaders = headersOf(qtHeadersDir + QStringLiteral("/QtCore"));
        for (const QString& module : kGuiModules)
            m_guiHeaders.unite(headersOf(qtHeadersDir + QLatin1Char('/') + module));
        // A name QtCore also provides (none today) would be ambiguous; never flag it.
        m_guiHeaders.subtract(coreHeaders);
    }

    bool knowsGuiHeaders() const { return m_guiHeaders.size() > 100; }

    /// The offending include lines in `text`.
    QStringList guiIncludes(const QString& text) const
    {
        static const QRegularExpression include(
            QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"),
            QRegularExpression::MultilineOption);
        QStringList found;
        auto it = include.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            const QString name = match.captured(2).trimmed();
            const bool angled = match.captured(1) == QLatin1String("<");
            const QString module = name.section(QLatin1Char('/'), 0, 0);
            const bool prefixed = name.contains(QLatin1Char('/')) && kGuiModules.contains(module);
            const bool bareGuiHeader = angled && !name.contains(QLatin1Char('/'))
                && (m_guiHeaders.contains(name) || kGuiModules.contains(name));
            if (prefixed || bareGuiHeader)
                found.append(match.captured(0).trimmed());
        }
        return found;
    }

private:
    QSet<QString> m_guiHeaders;
};

} // namespace

class TestCoreHasNoGui : public QObject
{
    Q_OBJECT

private slots:
    void detectsGuiIncludes_data();
    void detectsGuiIncludes();
    void coreIncludesNoGuiHeader();
    void coreCMakeLinksNoGuiModule();
};

void TestCoreHasNoGui::detectsGuiIncludes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("flagged");
    QTest::newRow("QString") << QStringLiteral("#include <QString>") << false;
    QTest::newRow("QtCore prefixed") << QStringLiteral("#include <QtCore/qstring.h>") << false;
    QTest::newRow("Eigen") << QStringLiteral("#include <Eigen/Dense>") << false;
    QTest::newRow("own header") << QStringLiteral("#include \"diagnostic.h\"") << false;
    QTest::newRow("QImage") << QStringLiteral("#include <QImage>") << true;
    QTest::newRow("QColor indented") << QStringLiteral("  #  include <QColor>") << true;
    QTest::newRow("qpainter.h") << QStringLiteral("#include <qpainter.h>") << true;
    QTest::newRow("QWidget") << QStringLiteral("#include <QWidget>") << true;
    QTest::newRow("QtWidgets module") << QStringLiteral("#include <QtWidgets>") << true;
    QTest::newRow("QtGui prefixed") << QStringLiteral("#include <QtGui/QPixmap>") << true;
    QTest::newRow("QtCharts quoted") << QStringLiteral("#include \"QtCharts/QChart\"") << true;
    QTest::newRow("QChartView") << QStringLiteral("#include <QChartView>") << true;
}

void TestCoreHasNoGui::detectsGuiIncludes()
{
    QFETCH(QString, line);
    QFETCH(bool, flagged);
    const GuiIncludeChecker checker(QStringLiteral(TENSORSCOPE_QT_HEADERS_DIR));
    QVERIFY2(checker.knowsGuiHeaders(), TENSORSCOPE_QT_HEADERS_DIR);
    QCOMPARE(!checker.guiIncludes(line + QLatin1Char('\n')).isEmpty(), flagged);
}

void TestCoreHasNoGui::coreIncludesNoGuiHeader()
{
    const GuiIncludeChecker checker(QStringLiteral(TENSORSCOPE_QT_HEADERS_DIR));
    const QString coreDir = QStringLiteral(TENSORSCOPE_SOURCE_DIR "/core");
    QDirIterator it(coreDir,
        { QStringLiteral("*.h"), QStringLiteral("*.cpp"), QStringLiteral("*.in"),
            QStringLiteral("*.hpp") },
        QDir::Files, QDirIterator::Subdirectories);
    int scanned = 0;
    QStringList violations;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        for (const QString& line : checker.guiIncludes(QString::fromUtf8(file.readAll())))
            violations.append(QDir(coreDir).relativeFilePath(path) + QStringLiteral(": ") + line);
        ++scanned;
    }
    QVERIFY2(scanned > 0, "no sources found under core/");
    QVERIFY2(violations.isEmpty(),
        qPrintable(
            QStringLiteral("GUI includes in core/:\n") + violations.join(QLatin1Char('\n'))));
}

void TestCoreHasNoGui::coreCMakeLinksNoGuiModule()
{
    QDirIterator it(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/core"),
        { QStringLiteral("CMakeLists.txt") }, QDir::Files, QDirIterator::Subdirectories);
    static const QRegularExpression guiTarget(
        QStringLiteral("Qt6?::(Gui|Widgets|Charts|Svg|OpenGL|PrintSupport|Quick|Qml)\\b"));
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const QRegularExpressionMatch match = guiTarget.match(text);
        QVERIFY2(
            !match.hasMatch(), qPrintable(path + QStringLiteral(" links ") + match.captured(0)));
    }
}

QTEST_GUILESS_MAIN(TestCoreHasNoGui)
#include "tst_corehasnogui.moc"
