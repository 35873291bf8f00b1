// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracytext.h"

#include "common/units.h"

#include <QLocale>
#include <cmath>

namespace ts {

using validation::AccuracyBand;

QString AccuracyText::familyName(const QString& family)
{
    if (family.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) == 0)
        return tr("NVIDIA GPUs");
    if (family.compare(QLatin1String("AMD"), Qt::CaseInsensitive) == 0)
        //: The devices a band comes from, after "on": "inference rows on AMD GPUs"
        return tr("AMD GPUs");
    if (family.compare(QLatin1String("Google TPU"), Qt::CaseInsensitive) == 0)
        //: The devices a band comes from, after "on": "inference rows on Google TPUs"
        return tr("Google TPUs");
    if (family.compare(QLatin1String("Intel"), Qt::CaseInsensitive) == 0)
        //: The devices a band comes from, after "on": "inference rows on Intel accelerators"
        return tr("Intel accelerators");
    if (family.compare(QLatin1String("AWS"), Qt::CaseInsensitive) == 0)
        //: The devices a band comes from, after "on": "inference rows on AWS accelerators"
        return tr("AWS accelerators");
    //: The devices of a vendor named in a user's device file, read after "on": "inference rows
    //: on Cerebras devices".
    return tr("%1 devices").arg(family);
}

QString AccuracyText::categoryName(const QString& category)
{
    if (category == QLatin1String("gemm"))
        return tr("GEMM");
    if (category == QLatin1String("memory_bandwidth"))
        return tr("memory bandwidth");
    if (category == QLatin1String("collective"))
        return tr("collectives");
    if (category == QLatin1String("training_e2e"))
        return tr("end-to-end training");
    if (category == QLatin1String("training_throughput"))
        return tr("training throughput");
    if (category == QLatin1String("training_eager"))
        //: A validation category: training steps run by PyTorch in eager mode (Hugging Face)
        return tr("training, eager PyTorch");
    if (category == QLatin1String("inference"))
        return tr("inference");
    if (category == QLatin1String("long_context_cp"))
        //: A validation category: training steps on long sequences split by context
        //: parallelism
        return tr("long context (context parallel)");
    return category;
}

QString AccuracyText::assumption(const QString& code)
{
    if (code.startsWith(QLatin1String("matrix-fraction-assumed:"))) {
        const QStringList p = code.section(QLatin1Char(':'), 1).split(QStringLiteral("-from-"));
        //: An assumed input of the step time: the matrix units' achievable fraction of their
        //: peak at precision %1 is taken from the measured precision %2.
        return tr("matrix fraction assumed (%1 from %2)").arg(p.value(0), p.value(1));
    }
    if (code == QLatin1String("peak-clock-assumed-sustained"))
        return tr("peak clock assumed sustained");
    if (code == QLatin1String("gpu-clock-assumed"))
        return tr("GPU clock assumed");
    return code;
}

QString AccuracyText::signedPercent(double fraction)
{
    // Rounded to a whole percent first, so -0.4 % reads "+0%" as the number shows it.
    const double rounded = std::round(100 * fraction) / 100;
    //: A signed percentage: %1 is the sign (− or +), %2 the number.
    return tr("%1%2%").arg(rounded < 0 ? QStringLiteral("−") : QStringLiteral("+"),
        units::percentNumber(std::abs(rounded), 0, QLocale()));
}

QString AccuracyText::range(double lowFactor, double highFactor)
{
    const int low = int(std::lround(100 * (lowFactor - 1)));
    const int high = int(std::lround(100 * (highFactor - 1)));
    if (low == -high)
        //: A symmetric uncertainty band, e.g. "±17%".
        return tr("±%1%").arg(QLocale().toString(high));
    //: An uncertainty band that is not centred on the prediction, e.g. "−2% … +40%".
    return tr("%1 … %2").arg(signedPercent(lowFactor - 1), signedPercent(highFactor - 1));
}

QString AccuracyText::range(const AccuracyBand& band)
{
    return range(band.timeLow(), band.timeHigh());
}

QString AccuracyText::provenance(const AccuracyBand& band)
{
    const QLocale locale;
    QString devices;
    if (!band.familyFallback)
        devices = familyName(band.family);
    else if (band.family.isEmpty())
        //: Where a band comes from when the device names no vendor.
        devices = tr("every device");
    else
        //: Where a band comes from when the device's vendor family has too few measurements:
        //: %1 is a family such as "Google TPUs", %2 the minimum number of measurements.
        devices = tr("every device (fewer than %2 on %1)")
                      .arg(familyName(band.family), locale.toString(AccuracyBand::kMinFamilyRows));
    //: %1 the band (e.g. "±17%"), %2 the validation category (e.g. "inference"), %3 the
    //: devices (e.g. "NVIDIA GPUs"), %4 the number of measurements.
    QString text
        = tr("%1 — %2 rows on %3, %4 measurements (Help › Accuracy, docs/validation.md)")
              .arg(range(band), categoryName(band.category), devices, locale.toString(band.rows));
    if (band.widened()) {
        QStringList assumed;
        for (const QString& code : band.assumedNotes)
            assumed << assumption(code);
        //: Appended to a band's provenance: %1 the widening factor (e.g. "2"), %2 the assumed
        //: inputs.
        text += tr("; widened ×%1: %2")
                    .arg(locale.toString(AccuracyBand::kAssumedWidening, 'g', 3),
                        assumed.join(QStringLiteral(", ")));
    }
    return text;
}

QString AccuracyText::html(const AccuracyBand& band, Metric metric)
{
    const auto f = MetricFigures::bandFactors(band, metric);
    if (!f)
        return {};
    //: %1 a metric's name (e.g. "Step time"), %2 its band (e.g. "±17%").
    return QStringLiteral("<p><b>%1</b><br>%2</p>")
        .arg(tr("Uncertainty of %1: %2")
                 .arg(Explanation::metricName(metric), range(f->first, f->second))
                 .toHtmlEscaped(),
            provenance(band).toHtmlEscaped());
}

} // namespace ts
