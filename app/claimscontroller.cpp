// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimscontroller.h"

#include "compare/claimcheck.h"
#include "compare/comparison.h"
#include "models/claimtext.h"
#include "models/workspacedocument.h"
#include "panels/claimspanel.h"
#include "panels/workspacecontroller.h"
#include "style/theme.h"

#include <QApplication>
#include <QTabWidget>

namespace ts {

ClaimsController::ClaimsController(WorkspaceController* controller,
    const WorkspaceDocument* document, ClaimsPanel* panel, QTabWidget* tabs,
    std::function<QList<QColor>()> deviceColors, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_document(document)
    , m_panel(panel)
    , m_tabs(tabs)
    , m_deviceColors(std::move(deviceColors))
{
    connect(m_panel, &ClaimsPanel::figureExplainRequested, this,
        [this](ClaimId id, const QString& key) { explainFigure(int(id), key); });
    // The claims follow the comparison: one run for each (a tour scene switches to the page,
    // announces itself and recomputes, which would otherwise run all ten three times).
    connect(m_controller, &WorkspaceController::comparisonUpdated, this,
        [this] { ++m_comparisonGeneration; });
    m_timer.setSingleShot(true);
    m_timer.setInterval(300);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (pageShown())
            refresh();
    });
    connect(m_controller, &WorkspaceController::comparisonUpdated, &m_timer,
        qOverload<>(&QTimer::start));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (pageShown())
            refresh();
    });
}

bool ClaimsController::pageShown() const
{
    return m_tabs->currentWidget() == m_panel;
}

void ClaimsController::refresh()
{
    if (m_claimsGeneration == m_comparisonGeneration)
        return; // already showing this comparison's claims
    m_claimsGeneration = m_comparisonGeneration;
    const Comparison& comparison = m_controller->comparison();
    QList<Device> devices;
    for (const DeviceComparison& d : comparison.devices)
        devices.append(d.device);
    const Workspace& workspace = m_document->workspace();
    const ClaimCheck::Pair pair = ClaimCheck::pick(devices);
    const QList<QColor> colors = m_deviceColors();
    const auto color = [&](const std::optional<Device>& device) {
        const DeviceComparison* d = device ? comparison.find(device->id) : nullptr;
        return d ? Theme::deviceColor(colors, d->colorIndex) : QColor();
    };
    m_panel->setOutcomes(
        ClaimCheck::run(workspace.workload, devices, m_controller->engineOptions(), workspace.job),
        workspace.workload.name, pair.systolic ? pair.systolic->name : QString(),
        pair.gpu ? pair.gpu->name : QString(), color(pair.systolic), color(pair.gpu));
}

void ClaimsController::restyle()
{
    m_panel->applyPalette(QApplication::palette());
    m_claimsGeneration = -1;
    if (pageShown())
        refresh();
}

void ClaimsController::explainFigure(int claim, const QString& key)
{
    const QList<ClaimOutcome>& outcomes = m_panel->outcomes();
    if (claim >= outcomes.size())
        return;
    const ClaimOutcome& o = outcomes[claim];
    const Comparison& comparison = m_controller->comparison();
    const DeviceComparison* pair[] = { comparison.find(o.systolicId), comparison.find(o.gpuId) };
    const auto name = [](const DeviceComparison* d) { return d ? d->device.name : QString(); };
    QString html = ClaimText::figureHtml(o, key, name(pair[0]), name(pair[1]));
    const int side = ClaimText::figureDevice(key);
    const auto metric = ClaimText::figureMetric(o, key);
    if (metric && side >= 0 && pair[side] && pair[side]->estimate
        && MetricFigures::has(*metric, *pair[side]->estimate))
        html += Explanation::metric(
            *metric, *pair[side]->estimate, pair[side]->device, m_controller->engineOptions());
    emit figureExplained(html);
}

} // namespace ts
