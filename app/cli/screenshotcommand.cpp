// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "screenshotcommand.h"

#include "panels/claimspanel.h"
#include "panels/operatorpanel.h"
#include "workload/workload.h"

#include "io/atomicwrite.h"
#include "io/numberparsing.h"
#include "localization.h"
#include "mainwindow.h"
#include "panels/presenterconsole.h"
#include "panels/resultspanel.h"
#include "panels/workspacecontroller.h"
#include "presentationcontroller.h"
#include "presenterconsolecontroller.h"
#include "scenethumbnailer.h"
#include "session/tour.h"
#include "style/theme.h"
#include "toureditorcontroller.h"
#include "tourplayer.h"
#include "views/playbacktransport.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QApplication>
#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QRegularExpression>
#include <QTabWidget>
#include <algorithm>
#include <limits>

namespace ts::cli {

namespace {

// The shipped tours' ids, read from the tours' own list, so that the help never goes stale.
QString shippedTourIds()
{
    QStringList ids;
    for (const QString& path : TourFile::builtinPaths())
        ids.append(QFileInfo(path).completeBaseName());
    return ids.join(QStringLiteral(", "));
}

} // namespace

QString ScreenshotCommand::summary() const
{
    return tr("Render the main window offscreen to a PNG file (no display needed)");
}

void ScreenshotCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("out"), tr("PNG file to write."), tr("FILE") });
    parser.addOption({ QStringLiteral("size"),
        tr("Window size in pixels, from %1 to %2 a side (default 1600x1000).")
            .arg(kMinimumSide)
            .arg(kMaximumSide),
        tr("WxH"), QStringLiteral("1600x1000") });
    parser.addOption({ QStringLiteral("tab"),
        tr("start, compare, claims, systolic, simt or sidebyside (default start)."), tr("TAB"),
        QStringLiteral("start") });
    parser.addOption({ QStringLiteral("cycle"),
        tr("systolic and simt tabs: the cycle to show (default: a third into the first fold; "
           "simt: a third into the run)."),
        tr("N") });
    parser.addOption({ QStringLiteral("theme"), tr("light or dark (default light)."), tr("THEME"),
        QStringLiteral("light") });
    parser.addOption({ QStringLiteral("present"),
        tr("Presentation mode: large type, no menus, docks or settings (docs/presentation.md).") });
    parser.addOption({ QStringLiteral("presenter"),
        tr("Render the presenter console at --size instead of the window; the window presents "
           "at %1x%2, a projector's size (docs/presentation.md).")
            .arg(kProjectorSize.width())
            .arg(kProjectorSize.height()) });
    parser.addOption({ QStringLiteral("tour-editor"),
        tr("Show the tour editor (File › Edit Tour) beside the window, on --tour's tour at "
           "--scene, with its scene pictures (docs/presentation.md).") });
    parser.addOption({ QStringLiteral("tour"),
        tr("Open this tour first (a file, or a shipped tour: %1).").arg(shippedTourIds()),
        tr("TOUR") });
    parser.addOption({ QStringLiteral("workspace"),
        tr("Open this workspace file first (a .tensorscope.json saved by the window)."),
        tr("FILE") });
    parser.addOption({ QStringLiteral("operator"),
        tr("Select this operator of the workload first, as a click in the operator table does "
           "(the systolic and SIMT views then show it)."),
        tr("NAME") });
    parser.addOption({ QStringLiteral("claim"),
        tr("With --tab claims: open this claim's card full size, from 1 to %1.").arg(kClaimCount),
        tr("N") });
    parser.addOption({ QStringLiteral("scene"), tr("With --tour: the scene to show, from 1."),
        tr("N"), QStringLiteral("1") });
    parser.addOption({ QStringLiteral("scale"),
        tr("Device pixel ratio, from %1 to %2 (default 1): the window keeps its size in "
           "logical pixels, the PNG is that many times larger, with type and lines as sharp as "
           "on a screen scaled to 150 % or 200 %.")
            .arg(kMinimumScale)
            .arg(kMaximumScale),
        tr("F"), QStringLiteral("1") });
    parser.addOption({ QStringLiteral("language"),
        tr("User interface language: %1 (default: the system's).")
            .arg(availableLanguages().join(QStringLiteral(", "))),
        tr("LANG") });
}

std::optional<QSize> ScreenshotCommand::parseSize(const QString& text, int minimum, int maximum)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    auto inRange = [=](int side) { return side >= minimum && side <= maximum; };
    if (!inRange(width) || !inRange(height))
        return std::nullopt;
    return QSize(width, height);
}

// What `screenshot` is asked to draw, read from the command line.
struct ScreenshotCommand::Request
{
    QString path;
    QSize size;
    double scale = 1.0;
    QSize pixels;
    Theme::Kind themeKind = Theme::Kind::Light;
    QString tabWidget;
    std::optional<qint64> cycle;
    bool present = false;
    /// --presenter: the presenter console is rendered, the window presenting beside it.
    bool presenter = false;
    /// A tour scene is shown: its animation stays where the scene puts it.
    bool tour = false;
    bool workspace = false;
    /// --tour-editor: the tour editor's dock is open, its pictures drawn.
    bool tourEditor = false;
    /// --claim as typed (read once the Claims page is shown).
    std::optional<QString> claim;
};

bool ScreenshotCommand::readImageOptions(
    const QCommandLineParser& parser, CommandOutput& output, Request* request)
{
    const QString& path = request->path = parser.value(QStringLiteral("out"));
    if (path.isEmpty()) {
        output.err << tr("tensorscope screenshot: --out FILE.png is required.\n");
        return false;
    }
    if (!path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        output.err
            << tr("tensorscope screenshot: '%1': the output must be a .png file.\n").arg(path);
        return false;
    }
    const QString sizeText = parser.value(QStringLiteral("size"));
    const std::optional<QSize> size = parseSize(sizeText);
    if (!size) {
        output.err << tr("tensorscope screenshot: --size '%1': expected WxH with each side from "
                         "%2 to %3, e.g. 1600x1000.\n")
                          .arg(sizeText)
                          .arg(kMinimumSide)
                          .arg(kMaximumSide);
        return false;
    }
    const QString scaleText = parser.value(QStringLiteral("scale"));
    io::NumberProblem scaleProblem = io::NumberProblem::None;
    const std::optional<double> scale
        = io::parseNumber(scaleText, kMinimumScale, kMaximumScale, &scaleProblem);
    if (!scale) {
        output.err << tr("tensorscope screenshot: --scale '%1' %2 (a device pixel ratio from %3 "
                         "to %4, e.g. 1.5 or 2).\n")
                          .arg(scaleText,
                              io::describeProblem(scaleProblem, QString::number(kMinimumScale),
                                  QString::number(kMaximumScale)))
                          .arg(kMinimumScale)
                          .arg(kMaximumScale);
        return false;
    }
    const QSize pixels(qRound(size->width() * *scale), qRound(size->height() * *scale));
    if (pixels.width() > kMaximumSide || pixels.height() > kMaximumSide) {
        output.err << tr("tensorscope screenshot: --size %1x%2 at --scale %3 would be %4x%5 "
                         "pixels; at most %6 a side.\n")
                          .arg(size->width())
                          .arg(size->height())
                          .arg(*scale)
                          .arg(pixels.width())
                          .arg(pixels.height())
                          .arg(kMaximumSide);
        return false;
    }
    const QString themeText = parser.value(QStringLiteral("theme"));
    const std::optional<Theme::Kind> themeKind = Theme::kindFromName(themeText);
    if (!themeKind) {
        output.err
            << tr("tensorscope screenshot: --theme '%1': expected light or dark.\n").arg(themeText);
        return false;
    }
    request->size = *size;
    request->scale = *scale;
    request->pixels = pixels;
    request->themeKind = *themeKind;
    return true;
}

bool ScreenshotCommand::readSceneOptions(
    const QCommandLineParser& parser, CommandOutput& output, Request* request)
{
    if (parser.isSet(QStringLiteral("language"))) {
        const QString language = parser.value(QStringLiteral("language"));
        if (!availableLanguages().contains(language)) {
            output.err << tr("tensorscope screenshot: --language '%1': expected one of %2.\n")
                              .arg(language, availableLanguages().join(QStringLiteral(", ")));
            return false;
        }
        installTranslations(*QCoreApplication::instance(), QLocale(language));
    }

    // Each tab by the name a user types and the object name of its widget.
    const QString tabText = parser.value(QStringLiteral("tab"));
    static const QHash<QString, QString> tabWidgets {
        { QStringLiteral("start"), QStringLiteral("startPanel") },
        { QStringLiteral("systolic"), QStringLiteral("systolicView") },
        { QStringLiteral("compare"), QStringLiteral("resultsPanel") },
        { QStringLiteral("simt"), QStringLiteral("simtView") },
        { QStringLiteral("sidebyside"), QStringLiteral("sideBySideView") },
        { QStringLiteral("claims"), QStringLiteral("claimsPanel") },
    };
    if (!tabWidgets.contains(tabText)) {
        output.err << tr(
            "tensorscope screenshot: --tab '%1': expected start, compare, claims, systolic, simt "
            "or sidebyside.\n")
                          .arg(tabText);
        return false;
    }
    std::optional<qint64>& cycle = request->cycle;
    if (parser.isSet(QStringLiteral("cycle"))) {
        io::NumberProblem problem = io::NumberProblem::None;
        cycle = io::parseInteger(
            parser.value(QStringLiteral("cycle")), 0, std::numeric_limits<qint64>::max(), &problem);
        if (!cycle) {
            output.err << tr("tensorscope screenshot: --cycle '%1' %2.\n")
                              .arg(parser.value(QStringLiteral("cycle")),
                                  io::describeProblem(problem, QStringLiteral("0"),
                                      QString::number(std::numeric_limits<qint64>::max())));
            return false;
        }
    }
    request->tabWidget = tabWidgets.value(tabText);
    request->present = parser.isSet(QStringLiteral("present"));
    request->presenter = parser.isSet(QStringLiteral("presenter"));
    request->tour = parser.isSet(QStringLiteral("tour"));
    request->tourEditor = parser.isSet(QStringLiteral("tour-editor"));
    request->workspace = parser.isSet(QStringLiteral("workspace"));
    if (parser.isSet(QStringLiteral("claim")))
        request->claim = parser.value(QStringLiteral("claim"));
    return true;
}

QWidget* ScreenshotCommand::setUpWindow(const Request& request, MainWindow& window)
{
    // Drawn by render() only: in the window's File › Export Handout no second window flashes up.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.setTheme(request.themeKind);
    // With --presenter the window is what the projector shows; --size is the console's.
    window.resize(request.presenter ? kProjectorSize : request.size);
    QWidget* tab = window.tabs()->findChild<QWidget*>(request.tabWidget);
    Q_ASSERT(tab);
    window.tabs()->setCurrentWidget(tab);
    return tab;
}

bool ScreenshotCommand::openRequestedContent(const QCommandLineParser& parser,
    CommandOutput& output, MainWindow* window, QWidget** tab, int* exitCode)
{
    if (parser.isSet(QStringLiteral("workspace"))) {
        QString error;
        if (!window->workspaceController()->open(
                parser.value(QStringLiteral("workspace")), &error)) {
            output.err << tr("tensorscope screenshot: %1\n").arg(error);
            *exitCode = kExitFailure;
            return false;
        }
        window->workspaceController()->recomputeNow();
    }
    if (parser.isSet(QStringLiteral("tour"))) {
        QString tourPath = parser.value(QStringLiteral("tour"));
        if (!tourPath.contains(QLatin1Char('/')) && !tourPath.endsWith(QLatin1String(".json")))
            tourPath = QStringLiteral(":/tours/%1.json").arg(tourPath);
        QString error;
        if (!window->tourPlayer()->open(tourPath, &error)) {
            output.err << tr("tensorscope screenshot: %1\n").arg(error);
            *exitCode = kExitFailure;
            return false;
        }
        const auto scene = io::parseInteger(
            parser.value(QStringLiteral("scene")), 1, window->tourPlayer()->tour().scenes.size());
        if (!scene) {
            output.err << tr("tensorscope screenshot: --scene '%1': expected 1 to %2.\n")
                              .arg(parser.value(QStringLiteral("scene")))
                              .arg(window->tourPlayer()->tour().scenes.size());
            *exitCode = kExitUsage;
            return false;
        }
        *tab = showTourScene(*window, int(*scene) - 1);
    }
    if (parser.isSet(QStringLiteral("operator"))) {
        const QString name = parser.value(QStringLiteral("operator"));
        const auto& workload = window->workspaceController()->comparison().workload;
        const bool known = workload
            && std::any_of(workload->ops().begin(), workload->ops().end(),
                [&name](const Operator& op) { return op.name == name; });
        if (!known) {
            output.err << tr("tensorscope screenshot: --operator '%1': the workload has no such "
                             "operator.\n")
                              .arg(name);
            *exitCode = kExitUsage;
            return false;
        }
        window->operatorPanel()->selectOperator(name);
        window->workspaceController()->announceSelection();
        window->tabs()->setCurrentWidget(*tab);
    }
    return true;
}

QWidget* ScreenshotCommand::showTourScene(MainWindow& window, int index)
{
    window.tourPlayer()->showScene(index);
    // The scene's animation stays where the scene puts it: a still picture.
    if (auto* view = qobject_cast<SystolicView*>(window.tabs()->currentWidget()))
        view->pause();
    if (auto* view = qobject_cast<SimtView*>(window.tabs()->currentWidget()))
        view->pause();
    return window.tabs()->currentWidget();
}

void ScreenshotCommand::settleWindow(const Request& request, MainWindow* window, QWidget* tab)
{
    const bool tour = request.tour;
    const std::optional<qint64>& cycle = request.cycle;
    if (request.present || request.presenter) {
        // Not full screen: the offscreen platform's screen is smaller than a projector's.
        window->presentation()->enter(false);
    }
    if (auto* view = qobject_cast<SystolicView*>(tab); view && (!tour || cycle))
        view->seekToCycle(
            cycle.value_or(view->showsOperator() ? view->chipSchedule()->clockCycles() / 3
                                                 : view->estimate().cyclesPerFold / 3));
    if (auto* view = qobject_cast<SimtView*>(tab); view && (!tour || cycle))
        view->seekToCycle(
            cycle.value_or(view->showsOperator() ? qint64(view->transport()->last() / 3)
                                                 : view->totalCycles() / 3));
    if (auto* view = qobject_cast<SideBySideView*>(tab))
        view->seekToSeconds(std::max(view->systolicSeconds(), view->simtSeconds()) / 3);
    window->show();
    QCoreApplication::processEvents();
    if (tour || request.workspace) {
        // A tour scene or a workspace may show the chip-count curves, computed on a worker
        // thread.
        QElapsedTimer waited;
        waited.start();
        while (window->workspaceController()->isChipScalingPending() && waited.elapsed() < 20000)
            QCoreApplication::processEvents(
                QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
        QCoreApplication::processEvents();
    }
}

QString ScreenshotCommand::openRequestedClaim(
    const Request& request, MainWindow* window, QWidget* tab)
{
    if (request.claim && !qobject_cast<ClaimsPanel*>(tab))
        return tr("tensorscope screenshot: --claim needs --tab claims.\n");
    if (auto* claims = qobject_cast<ClaimsPanel*>(tab)) {
        window->refreshClaims(); // the page runs its experiments once shown and settled
        if (request.claim) {
            io::NumberProblem problem = io::NumberProblem::None;
            const auto claim = io::parseInteger(*request.claim, 1, kClaimCount, &problem);
            if (!claim) {
                return tr("tensorscope screenshot: --claim '%1' %2.\n")
                    .arg(*request.claim,
                        io::describeProblem(
                            problem, QStringLiteral("1"), QString::number(kClaimCount)));
            }
            claims->openClaim(ClaimId(*claim - 1));
            QCoreApplication::processEvents();
        }
    }
    return QString();
}

std::optional<QImage> ScreenshotCommand::renderRequest(
    const Request& request, MainWindow& window, QWidget* tab, QString* error)
{
    settleWindow(request, &window, tab);
    if (const QString problem = openRequestedClaim(request, &window, tab); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    // What the window shows once the edits settle: the verdict's words (written 100 ms after
    // the last change in the window) are part of the picture.
    window.resultsPanel()->updateVerdict();
    QCoreApplication::processEvents();
    if (request.tourEditor)
        openTourEditor(&window);
    if (request.presenter)
        return renderImage(request, *openPresenterConsole(request, &window));
    return renderImage(request, window);
}

QImage ScreenshotCommand::renderImage(const Request& request, QWidget& window)
{
    // Render into an image of exactly the requested size times --scale, whatever the screen's
    // pixel ratio: the window is laid out at its logical size and painted at the image's
    // device pixel ratio, so text and lines are drawn that many times finer, not enlarged.
    QImage image(request.pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(request.scale);
    image.fill(Theme(request.themeKind).palette().color(QPalette::Window));
    {
        QPainter painter(&image);
        window.render(&painter);
    }
    return image;
}

QImage ScreenshotCommand::renderWindow(QWidget& window, QSize size, Theme::Kind theme)
{
    Request request;
    request.pixels = size;
    request.themeKind = theme;
    return renderImage(request, window);
}

QImage ScreenshotCommand::renderTourScene(const Tour& tour, const QString& folder, int sceneIndex,
    QSize size, Theme::Kind theme, const std::function<void(MainWindow&)>& inspect)
{
    Q_ASSERT(sceneIndex >= 0 && sceneIndex < tour.scenes.size());
    // The request `screenshot --tour T --scene N --size WxH --theme K` reads.
    Request request;
    request.size = size;
    request.pixels = size;
    request.themeKind = theme;
    request.tabWidget = QStringLiteral("startPanel");
    request.tour = true;

    MainWindow window;
    setUpWindow(request, window);
    window.tourPlayer()->open(tour, folder);
    QWidget* tab = showTourScene(window, sceneIndex);
    QString unused;
    const std::optional<QImage> image = renderRequest(request, window, tab, &unused);
    Q_ASSERT(image); // no --claim: nothing can go wrong
    if (inspect)
        inspect(window);
    return image.value_or(QImage());
}

int ScreenshotCommand::writeImage(
    const Request& request, const QImage& image, CommandOutput& output)
{
    const QString& path = request.path;
    const QSize& pixels = request.pixels;
    // Encoded in memory, then written through the one atomic writer, whose errors come from
    // the file system ("No space left on device"), never QImageWriter's "Unknown error".
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        output.err << tr("tensorscope screenshot: cannot encode '%1': %2\n")
                          .arg(path, writer.errorString());
        return kExitFailure;
    }
    buffer.close();
    if (const QString reason = io::writeFileAtomically(path, png); !reason.isEmpty()) {
        output.err << tr("tensorscope screenshot: cannot write '%1': %2\n").arg(path, reason);
        return kExitFailure;
    }
    output.out << tr("Wrote %1 (%2x%3, %4 theme)\n")
                      .arg(path)
                      .arg(pixels.width())
                      .arg(pixels.height())
                      .arg(Theme(request.themeKind).name());
    return kExitOk;
}

int ScreenshotCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    Request request;
    if (!readImageOptions(parser, output, &request) || !readSceneOptions(parser, output, &request))
        return kExitUsage;

    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    Q_ASSERT(application);
    const Theme theme(request.themeKind);
    theme.applyTo(*application);

    MainWindow window;
    QWidget* tab = setUpWindow(request, window);
    int exitCode = kExitOk;
    if (!openRequestedContent(parser, output, &window, &tab, &exitCode))
        return exitCode;
    QString error;
    const std::optional<QImage> image = renderRequest(request, window, tab, &error);
    if (!image) {
        output.err << error;
        return kExitUsage;
    }
    return writeImage(request, *image, output);
}

void ScreenshotCommand::openTourEditor(MainWindow* window)
{
    TourEditorController* controller = window->tourEditor();
    controller->openEditor();
    QCoreApplication::processEvents();
    // The scenes' pictures are drawn offscreen, one after another.
    QElapsedTimer waited;
    waited.start();
    while (!controller->editor()->scenesWithoutThumbnail().isEmpty() && waited.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    QCoreApplication::processEvents();
}

QWidget* ScreenshotCommand::openPresenterConsole(const Request& request, MainWindow* window)
{
    PresenterConsoleController* controller = window->presenterConsole();
    controller->open();
    PresenterConsole* console = controller->console();
    console->resize(request.size);
    QCoreApplication::processEvents();
    // The next scene's picture is drawn offscreen after the event loop's turn.
    QElapsedTimer waited;
    waited.start();
    while (controller->thumbnailer()->isBusy() && waited.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    QCoreApplication::processEvents();
    controller->grabNow();
    return console;
}

} // namespace ts::cli
