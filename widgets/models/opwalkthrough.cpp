// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "opwalkthrough.h"

#include "common/units.h"
#include "explanation.h"
#include "style/plaintext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace ts {

OpWalkthrough OpWalkthrough::from(const engine::OpEstimate& op, const Device& device)
{
    OpWalkthrough w;
    w.opName = op.name;
    w.deviceName = device.name;
    w.count = op.count;
    w.flops = op.flops;
    w.bytes = op.bytes;
    w.intensityFlopsPerByte = op.arithmeticIntensity();
    w.roofFlopsPerSecond = op.peakFlopsPerSecond;
    w.bandwidthBytesPerSecond = device.memoryBandwidthBytesPerSecond;
    w.ridgeFlopsPerByte
        = w.bandwidthBytesPerSecond > 0 ? w.roofFlopsPerSecond / w.bandwidthBytesPerSecond : 0;
    w.computeSeconds = op.computeSeconds;
    w.memorySeconds = op.memorySeconds;
    w.communicationSeconds = op.communicationSeconds;
    w.overheadSeconds = op.overheadSeconds;
    w.timeSeconds = op.timeSeconds;
    w.bound = op.bound;
    // The model's title in the user's language, never its JSON id ("gpu-tiles") on screen.
    w.model = op.model
        ? QCoreApplication::translate(engine::kExecutionModelContext, op.model->title)
        : op.modelId();
    w.modelInfo = op.model;
    w.losses = op.losses;
    w.mapping = op.mapping;
    if (device.gpu)
        w.smCount = device.gpu->smCount;
    if (device.systolic) {
        w.matrixUnitRows = device.systolic->matrixUnitRows;
        w.matrixUnitColumns = device.systolic->matrixUnitColumns;
    }
    w.achievedFractionOfRoof = op.fractionOfPeak();
    return w;
}

QString OpWalkthrough::markdown() const
{
    const QLocale locale;
    QStringList parts;
    // Names come from workload and catalog files: Markdown-escaped, so they show as written in
    // the Explanation and in the exported file (issue 34, item 2).
    parts << tr("## %1 on %2").arg(PlainText::markdown(opName), PlainText::markdown(deviceName));

    parts << tr("**Work.** One execution does %1FLOP and moves %2B to and from memory, so its "
                "arithmetic intensity is %1FLOP ÷ %2B = **%3 FLOP/byte**.")
                 .arg(Explanation::si(flops), Explanation::si(bytes),
                     locale.toString(intensityFlopsPerByte, 'f', 1));
    if (ridgeFlopsPerByte > 0) {
        const bool belowRidge = intensityFlopsPerByte < ridgeFlopsPerByte;
        parts << tr("**Roofline.** The roof is %1FLOP/s (%2) and the memory delivers %3B/s, so "
                    "the ridge point is %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. The operator sits %5 "
                    "the ridge: %6")
                     .arg(Explanation::si(roofFlopsPerSecond), model,
                         Explanation::si(bandwidthBytesPerSecond),
                         locale.toString(ridgeFlopsPerByte, 'f', 1),
                         belowRidge ? tr("below") : tr("above"),
                         belowRidge ? tr("memory can feed it at most intensity × bandwidth, less "
                                         "than the roof.")
                                    : tr("memory can keep up; the matrix units set the pace."));
    }

    namespace loss = engine::loss;
    const qint64 tileM = mapping.valueOr(engine::mapping::kTileM, 0);
    const qint64 tileN = mapping.valueOr(engine::mapping::kTileN, 0);
    const qint64 waves = mapping.valueOr(engine::mapping::kWaves, 0);
    const qint64 folds = mapping.valueOr(engine::mapping::kFolds, 0);
    QStringList losses;
    // The built-in models' losses get a sentence with their own figures; a loss only a
    // registered model names is told from that model's description.
    for (const auto& l : this->losses) {
        const QString factor = locale.toString(l.value, 'f', 3);
        if (l.id == loss::kWaveQuantization) {
            if (tileM > 0 && smCount)
                losses << tr("- **Waves over the SMs.** The output is cut into %1×%2 tiles, one "
                             "per thread block; %3 SMs run them in **%4 waves**. The last wave is "
                             "partly empty: wave quantization × %5.")
                              .arg(tileM)
                              .arg(tileN)
                              .arg(*smCount)
                              .arg(locale.toString(waves))
                              .arg(factor);
        } else if (l.id == loss::kTileQuantization) {
            if (l.value < 1.0)
                losses << tr("- **Padding to the tile.** Edges of the matrices fill their last "
                             "tiles only partly: tile quantization × %1.")
                              .arg(factor);
        } else if (l.id == loss::kPadding) {
            if (l.value < 1.0 || (matrixUnitRows && folds > 0))
                losses << tr("- **Padding to the matrix unit.** The GEMM is cut into %1 folds "
                             "for a %2×%3 array; the unused rows and columns of the last folds "
                             "are padding: × %4.")
                              .arg(locale.toString(folds))
                              .arg(matrixUnitRows.value_or(0))
                              .arg(matrixUnitColumns.value_or(0))
                              .arg(factor);
        } else if (l.id == loss::kFillDrain) {
            if (l.value < 1.0)
                losses << tr("- **Fill and drain.** Each fold waits for operands to ripple into "
                             "the array and for results to ripple out: only %1 % of a fold's "
                             "cycles do useful multiply-adds (× %2).")
                              .arg(units::percentNumber(l.value, 1, QLocale()), factor);
        } else if (l.id == loss::kSharedMemory) {
            if (l.value < 1.0)
                losses << tr("- **Shared-memory staging.** Small tiles read operands faster than "
                             "the shared-memory banks deliver them: × %1.")
                              .arg(factor);
        } else if (l.id == loss::kSustained) {
            if (l.value < 1.0)
                losses << tr("- **Sustained clock.** Under a dense load the chip delivers %1 % of "
                             "its quoted peak: × %2.")
                              .arg(units::percentNumber(l.value, 1, QLocale()), factor);
        } else if (l.value < 1.0) {
            const engine::LossDescription* d = modelInfo ? modelInfo->loss(l.id) : nullptr;
            const auto text = [](const char* t) {
                return QCoreApplication::translate(engine::kExecutionModelContext, t);
            };
            losses << tr("- **%1.** %2 × %3.")
                          .arg(d ? text(d->label) : QString(l.id),
                              d && d->meaning ? text(d->meaning) : QString(), factor);
        }
    }
    if (!losses.isEmpty())
        parts << tr("**Losses on the compute side** (each a factor; together × %1):")
                     .arg(locale.toString(this->losses.product(), 'f', 3))
                + QLatin1Char('\n') + losses.join(QLatin1Char('\n'));

    QString boundText;
    switch (bound) {
    case engine::Bound::Compute:
        boundText = tr("the **compute** roof binds");
        break;
    case engine::Bound::Memory:
        boundText = tr("the **memory** roof binds");
        break;
    case engine::Bound::Communication:
        boundText = tr("**communication** binds");
        break;
    case engine::Bound::Overhead:
        boundText = tr("the **launch overhead** binds");
        break;
    }
    parts << tr("**Time.** Compute takes %1, memory %2; %3. With %4 overhead one execution takes "
                "**%5** (%6 per step).")
                 .arg(Explanation::duration(computeSeconds), Explanation::duration(memorySeconds),
                     boundText, Explanation::duration(overheadSeconds),
                     Explanation::duration(timeSeconds),
                     tr("%n time(s)", nullptr, int(std::min<qint64>(count, 1 << 30))));
    parts << tr("**Achieved.** %1FLOP in %2 is **%3 %** of the roof.")
                 .arg(Explanation::si(flops), Explanation::duration(timeSeconds),
                     units::percentNumber(achievedFractionOfRoof, 1, QLocale()));
    return parts.join(QStringLiteral("\n\n")) + QLatin1Char('\n');
}

} // namespace ts
