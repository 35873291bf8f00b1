// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tourplayer.h"

#include "io/diagnostictext.h"
#include "models/workspacedocument.h"
#include "panels/questionpanel.h"
#include "panels/workspacecontroller.h"
#include "presentableview.h"
#include "style/plaintext.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QTabWidget>

namespace ts {

namespace {

/// Scene view names (TourFile::viewNames()) and the object names of their tab widgets.
const QList<std::pair<QString, QString>>& viewWidgets()
{
    static const QList<std::pair<QString, QString>> names {
        { QStringLiteral("start"), QStringLiteral("startPanel") },
        { QStringLiteral("compare"), QStringLiteral("resultsPanel") },
        { QStringLiteral("claims"), QStringLiteral("claimsPanel") },
        { QStringLiteral("systolic"), QStringLiteral("systolicView") },
        { QStringLiteral("simt"), QStringLiteral("simtView") },
        { QStringLiteral("sidebyside"), QStringLiteral("sideBySideView") },
    };
    return names;
}

} // namespace

TourPlayer::TourPlayer(QWidget* window, WorkspaceDocument* document,
    WorkspaceController* controller, QTabWidget* tabs, SystolicView* systolic,
    const QList<PresentableView*>& views)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_controller(controller)
    , m_tabs(tabs)
    , m_systolic(systolic)
    , m_views(views)
{
    // A question covers the scene's picture until the room has answered: the charts would
    // give the answer away.
    m_question = new QuestionPanel(tabs);
    m_question->hide();
    connect(m_question, &QuestionPanel::hideRequested, m_question, &QWidget::hide);
    tabs->installEventFilter(this);
}

bool TourPlayer::showsQuestion() const
{
    return m_question->isVisible();
}

bool TourPlayer::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_tabs && event->type() == QEvent::Resize)
        m_question->setGeometry(m_tabs->rect());
    return QObject::eventFilter(watched, event);
}

PresentableView* TourPlayer::viewOf(QWidget* tab) const
{
    for (PresentableView* view : m_views) {
        if (view->widget() == tab)
            return view;
    }
    return nullptr;
}

bool TourPlayer::open(const QString& path, QString* error)
{
    if (m_replaceGuard && !m_replaceGuard()) {
        if (error)
            error->clear();
        return false;
    }
    QStringList ids;
    for (const Device& device : m_controller->catalog().devices())
        ids.append(device.id);
    const TourLoadResult loaded = TourFile::load(path, ids);
    if (!loaded.tour) {
        if (error) {
            QStringList lines;
            for (const io::Diagnostic& d : loaded.diagnostics) {
                if (d.severity == io::Severity::Error)
                    lines << io::DiagnosticText::problem(d);
            }
            *error = tr("Cannot open tour '%1':\n%2")
                         .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n')));
        }
        return false;
    }
    const bool resource = path.startsWith(QLatin1Char(':'));
    open(*loaded.tour, resource ? QFileInfo(path).path() : QFileInfo(path).absolutePath(),
        resource ? QString() : QFileInfo(path).absoluteFilePath());
    return true;
}

void TourPlayer::open(const Tour& tour, const QString& folder, const QString& path)
{
    play(tour, folder, 0, path);
}

void TourPlayer::play(const Tour& tour, const QString& folder, int index, const QString& path)
{
    if (m_replaceGuard && !m_replaceGuard())
        return;
    m_tour = tour;
    m_path = path;
    m_folder = folder;
    m_index = -1;
    emit tourChanged();
    if (!showScene(index))
        showScene(0);
}

bool TourPlayer::showScene(int index)
{
    if (index < 0 || index >= m_tour.scenes.size())
        return false;
    m_index = index;
    apply(m_tour.scenes[index]);
    emit sceneChanged(index);
    return true;
}

bool TourPlayer::next()
{
    return showScene(m_index + 1);
}

bool TourPlayer::previous()
{
    return showScene(m_index - 1);
}

void TourPlayer::apply(const TourScene& scene)
{
    Workspace workspace;
    workspace.workload = scene.workload;
    workspace.presetId = scene.presetId;
    workspace.deviceIds = scene.deviceIds;
    workspace.job = scene.job;
    workspace.selectedOperator = scene.selectedOperator;
    m_document->reset(workspace);
    m_controller->recomputeNow();
    // The operator may be the one already selected (no signal then): feed the views anyway.
    m_controller->announceSelection();

    if (scene.gemm)
        // A scene keeps its GEMM as m, k, n (the tour file's "gemm" object, tour.h).
        m_systolic->setGemm(GemmShape {
            GemmM((*scene.gemm)[0]), GemmN((*scene.gemm)[2]), GemmK((*scene.gemm)[1]) });

    for (const auto& [view, objectName] : viewWidgets()) {
        if (view == scene.view) {
            if (auto* widget = m_tabs->findChild<QWidget*>(objectName))
                m_tabs->setCurrentWidget(widget);
        }
    }
    // The zoom first: it sets the timeline the scene's cycle is on (the chip's or the unit's).
    if (scene.zoomedIn) {
        if (auto* systolic = qobject_cast<SystolicView*>(m_tabs->currentWidget()))
            systolic->setZoomedIn(*scene.zoomedIn);
        if (auto* simt = qobject_cast<SimtView*>(m_tabs->currentWidget()))
            simt->setZoomedIn(*scene.zoomedIn);
    }
    if (PresentableView* view = viewOf(m_tabs->currentWidget()))
        view->applyPlayback({ scene.cycle, scene.speedCyclesPerSecond, scene.playing });

    if (scene.question) {
        // Decided on the comparison the window shows, computed just now (recomputeNow).
        m_question->setQuestion(*scene.question, m_controller->comparison());
        m_question->setGeometry(m_tabs->rect());
        m_question->show();
        m_question->raise();
    } else {
        m_question->hide();
    }
}

TourScene TourPlayer::captureScene(const QString& title, const QString& captionMarkdown) const
{
    TourScene scene;
    // What the author types is the scene's only text, whatever the language of the interface.
    scene.title = io::LocalizedText(title);
    scene.captionMarkdown = io::LocalizedText(captionMarkdown);
    const Workspace& workspace = m_document->workspace();
    scene.workload = workspace.workload;
    scene.presetId = workspace.presetId;
    scene.deviceIds = workspace.deviceIds;
    scene.job = workspace.job;
    scene.selectedOperator = m_controller->selectedOperator();
    QWidget* current = m_tabs->currentWidget();
    for (const auto& [view, objectName] : viewWidgets()) {
        if (current && current->objectName() == objectName)
            scene.view = view;
    }
    if (m_index >= 0 && m_index < m_tour.scenes.size())
        scene.charts = m_tour.scenes[m_index].charts;
    if (current && current == m_systolic) {
        const GemmShape gemm = m_systolic->estimate().gemm;
        scene.gemm = std::array<qint64, 3> { gemm.m(), gemm.k(), gemm.n() };
    }
    if (const auto* systolic = qobject_cast<const SystolicView*>(current);
        systolic && systolic->showsOperator())
        scene.zoomedIn = systolic->isZoomedIn();
    if (const auto* simt = qobject_cast<const SimtView*>(current); simt && simt->showsOperator())
        scene.zoomedIn = simt->isZoomedIn();
    if (const PresentableView* view = viewOf(current)) {
        const PresentableView::Playback playback = view->playback();
        scene.cycle = playback.cycle;
        scene.speedCyclesPerSecond = playback.speedCyclesPerSecond;
        scene.playing = playback.playing;
    }
    return scene;
}

void TourPlayer::recordScene(const QString& title, const QString& captionMarkdown)
{
    const TourScene scene = captureScene(title, captionMarkdown);
    if (m_tour.title.isEmpty())
        m_tour.title = io::LocalizedText(tr("Untitled tour"));
    m_index = std::clamp<int>(m_index + 1, 0, int(m_tour.scenes.size()));
    m_tour.scenes.insert(m_index, scene);
    m_question->hide(); // the state recorded is shown, without a question
    emit sceneRecorded(m_index);
    emit tourChanged();
    emit sceneChanged(m_index);
}

void TourPlayer::edit(const Tour& tour, int index)
{
    // What the scene shows on screen, texts and question aside.
    const auto picture = [](TourScene scene) {
        scene.title = {};
        scene.captionMarkdown = {};
        scene.notes = {};
        scene.question.reset();
        return scene;
    };
    const bool valid = index >= 0 && index < tour.scenes.size();
    const bool samePicture = valid && index == m_index && m_index < m_tour.scenes.size()
        && picture(m_tour.scenes[m_index]) == picture(tour.scenes[index]);
    const bool sameQuestion
        = samePicture && m_tour.scenes[m_index].question == tour.scenes[index].question;
    m_tour = tour;
    if (!valid) {
        m_index = -1;
        m_question->hide();
        return;
    }
    if (!samePicture) {
        showScene(index);
        return;
    }
    if (!sameQuestion) {
        if (tour.scenes[index].question) {
            m_question->setQuestion(*tour.scenes[index].question, m_controller->comparison());
            m_question->setGeometry(m_tabs->rect());
            m_question->show();
            m_question->raise();
        } else {
            m_question->hide();
        }
    }
    emit sceneEdited(index);
}

bool TourPlayer::save(const QString& path, QString* error)
{
    const QString problem = TourFile::save(m_tour, path);
    if (!problem.isEmpty()) {
        if (error)
            *error = tr("Cannot save tour '%1': %2").arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_folder = QFileInfo(path).absolutePath();
    return true;
}

void TourPlayer::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Tour"),
        m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath(),
        tr("Tensorscope tours (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!open(path, &error) && !error.isEmpty()) // empty: the user kept the edited tour
        PlainText::warning(m_window, tr("Open Tour"), error);
}

void TourPlayer::recordDialog()
{
    bool ok = false;
    const QString title = QInputDialog::getText(
        m_window, tr("Record Scene"), tr("Scene title:"), QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    const QString caption = QInputDialog::getMultiLineText(
        m_window, tr("Record Scene"), tr("Caption (Markdown):"), QString(), &ok);
    if (!ok)
        return;
    recordScene(title, caption);
}

void TourPlayer::saveDialog()
{
    if (!hasTour()) {
        PlainText::information(
            m_window, tr("Save Tour"), tr("The tour has no scenes yet: record one first."));
        return;
    }
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Tour"), m_path, tr("Tensorscope tours (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    if (!save(path, &error))
        PlainText::warning(m_window, tr("Save Tour"), error);
}

} // namespace ts
