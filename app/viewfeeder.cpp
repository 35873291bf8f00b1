// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "viewfeeder.h"

#include "operatorestimates.h"

#include "compare/comparison.h"
#include "engine/gpuchipschedule.h"
#include "engine/systolicchipschedule.h"
#include "panels/operatorpanel.h"
#include "panels/workspacecontroller.h"
#include "simt/gpuconfig.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QLocale>

namespace ts {

ViewFeeder::ViewFeeder(const WorkspaceController* controller, const OperatorPanel* operators,
    SystolicView* systolic, SimtView* simt, SideBySideView* sideBySide, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_operators(operators)
    , m_systolic(systolic)
    , m_simt(simt)
    , m_sideBySide(sideBySide)
{ }

QString ViewFeeder::showOperator(const QString& name, const GemmShape& shape, const QString& note)
{
    QString notes = note;
    // The operator on a ticked systolic chip's real matrix units; else its GEMM scaled down on
    // the view's own array, as the controller's note says.
    const QString onChip = feedSystolicView(name);
    if (onChip.isEmpty()) {
        m_systolic->setGemm(shape);
    } else {
        notes = onChip;
        emit shownOnSystolicChip(onChip);
    }
    notes += QLatin1Char(' ') + feedSimtView(name);
    // Whole chip against whole chip, when a systolic chip and a GPU are ticked.
    if (!onChip.isEmpty() && m_simt->showsOperator() && !m_fedGpuId.isEmpty())
        m_sideBySide->showOperator(name, m_fedSystolicId, *m_systolic->chipSchedule(), m_fedGpuId,
            *m_simt->chipSchedule(), m_simt->chipClockHz());
    else if (m_sideBySide->showsOperator())
        m_sideBySide->leaveOperator();
    return notes;
}

QString ViewFeeder::feedSystolicView(const QString& opName)
{
    m_fedSystolicId.clear();
    const Comparison& comparison = m_controller->comparison();
    if (!comparison.workload)
        return {};
    const Operator* op = nullptr;
    for (const Operator& candidate : comparison.workload->ops()) {
        if (candidate.name == opName && !candidate.gemm.isEmpty())
            op = &candidate;
    }
    if (!op)
        return {};
    for (const auto& [d, timed] :
        OperatorEstimates::of(comparison, opName, m_operators->deviceId())) {
        const auto schedule = engine::SystolicChipSchedule::forOperator(
            d->device, *timed, op->gemm, m_controller->engineOptions());
        if (!schedule)
            continue;
        m_systolic->showOperator(opName, *schedule, d->device.name);
        m_fedSystolicId = d->device.id;
        const QLocale locale;
        return tr("Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5's %6 matrix units "
                  "of %7×%8; the wheel or Z zooms to one unit's PEs.")
            .arg(opName, locale.toString(op->gemm.m()), locale.toString(op->gemm.n()),
                locale.toString(op->gemm.k()), d->device.name, locale.toString(schedule->units()),
                locale.toString(schedule->hardware().array.rows),
                locale.toString(schedule->hardware().array.cols));
    }
    return {};
}

QString ViewFeeder::feedSimtView(const QString& opName)
{
    m_fedGpuId.clear();
    const Comparison& comparison = m_controller->comparison();
    if (!m_simt || !comparison.workload)
        return {};
    for (const Operator& op : comparison.workload->ops()) {
        if (op.name != opName || op.gemm.isEmpty())
            continue;
        qint64 divisor = 1;
        const GemmShape shown = WorkspaceController::displayGemm(op.gemm, kSimtMaxSide, &divisor);
        const QString id = m_operators->deviceId();
        const bool shownDevice = m_simt->setDevice(id);
        m_simt->setGemm(shown);
        QString note = divisor > 1 ? tr("SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.")
                                         .arg(divisor)
                                         .arg(shown.m())
                                         .arg(shown.n())
                                         .arg(shown.k())
                                   : tr("SIMT view: at full size.");
        // The whole GPU the engine timed it on, zoomed out: the operator table's device when
        // it is a GPU, else the first ticked GPU.
        for (const auto& [d, timed] : OperatorEstimates::of(comparison, opName, id)) {
            const auto schedule = engine::GpuChipSchedule::forOperator(d->device, *timed, op.gemm);
            if (!schedule)
                continue;
            const auto gpu = simt::GpuConfig::fromDevice(d->device, timed->ranAs);
            m_simt->showOperator(opName, *schedule, d->device.name, gpu ? gpu->clockHz : 1.5e9);
            m_fedGpuId = d->device.id;
            const QLocale locale;
            note = tr("SIMT view: at full size on %1's %2 SMs, %3 CTAs in %4 waves; the wheel "
                      "or Z zooms to the warps of the GEMM scaled down 1:%5.")
                       .arg(d->device.name, locale.toString(schedule->smCount()),
                           locale.toString(schedule->ctas()), locale.toString(schedule->waves()),
                           locale.toString(divisor));
            break;
        }
        if (m_fedGpuId.isEmpty())
            m_simt->leaveOperator(); // no GPU ticked: the warps of the scaled GEMM
        if (!shownDevice) {
            const auto name = [this](const QString& deviceId) {
                const auto device = m_controller->catalog().device(deviceId);
                return device ? device->name : deviceId;
            };
            //: %1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing
            note += QLatin1Char(' ')
                + tr("%1 has no GPU SM geometry; the SIMT view shows %2.")
                      .arg(name(id), name(m_simt->deviceId()));
        }
        return note;
    }
    return {};
}

} // namespace ts
