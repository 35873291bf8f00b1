// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartcommand.h"

#include "charts/chartexport.h"
#include "charts/chartregistry.h"
#include "charts/chartstyle.h"
#include "compare/chipscaling.h"
#include "compare/comparison.h"
#include "deviceoptions.h"
#include "io/numberparsing.h"
#include "localization.h"
#include "panels/resultspanel.h"
#include "presentationcontroller.h"
#include "screenshotcommand.h"
#include "style/theme.h"
#include "workloadoptions.h"

#include <QApplication>
#include <QChartView>
#include <QFileInfo>

namespace ts::cli {

QString ChartCommand::summary() const
{
    return tr("Render one comparison chart to a PNG, SVG or PDF file (no display needed)");
}

void ChartCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("chart"),
        tr("The chart to render: %1.").arg(ChartRegistry::ids().join(QStringLiteral(", "))),
        tr("ID") });
    parser.addOption(
        { QStringLiteral("workload"), tr("A preset id or a workload file."), tr("WORKLOAD") });
    DeviceOptions::add(parser);
    WorkloadOptions::add(parser);
    parser.addOption(
        { QStringLiteral("out"), tr("PNG, SVG or PDF file to write, by its suffix."), tr("FILE") });
    parser.addOption({ QStringLiteral("size"),
        tr("Chart size in logical pixels, from %1 to %2 a side (default 1600x1000).")
            .arg(kMinimumSide)
            .arg(kMaximumSide),
        tr("WxH"), QStringLiteral("1600x1000") });
    parser.addOption({ QStringLiteral("scale"),
        tr("PNG only: device pixel ratio, from %1 to %2 (default 2); the PNG has that many times "
           "the pixels of --size, with sharper type and lines.")
            .arg(kMinimumScale)
            .arg(kMaximumScale),
        tr("F"), QStringLiteral("2") });
    parser.addOption({ QStringLiteral("theme"), tr("light or dark (default light)."), tr("THEME"),
        QStringLiteral("light") });
    parser.addOption({ QStringLiteral("present"),
        tr("Presentation mode's larger type and lines, for slides.") });
    parser.addOption({ QStringLiteral("language"),
        tr("Language of the chart's texts: %1 (default: the system's).")
            .arg(availableLanguages().join(QStringLiteral(", "))),
        tr("LANG") });
}

int ChartCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope chart: ");
    const QString ids = ChartRegistry::ids().join(QStringLiteral(", "));
    const QString id = parser.value(QStringLiteral("chart"));
    if (id.isEmpty()) {
        output.err << prefix << tr("--chart ID is required; one of %1.\n").arg(ids);
        return kExitUsage;
    }
    if (!ChartRegistry::find(id)) {
        output.err << prefix
                   << tr("--chart '%1': no such chart; expected one of %2.\n").arg(id, ids);
        return kExitUsage;
    }
    const QString path = parser.value(QStringLiteral("out"));
    if (path.isEmpty()) {
        output.err << prefix << tr("--out FILE.png|svg|pdf is required.\n");
        return kExitUsage;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!ChartExport::suffixes().contains(suffix)) {
        output.err
            << prefix
            << tr("--out '%1': expected a file name ending in .png, .svg or .pdf.\n").arg(path);
        return kExitUsage;
    }
    const QString sizeText = parser.value(QStringLiteral("size"));
    const std::optional<QSize> size
        = ScreenshotCommand::parseSize(sizeText, kMinimumSide, kMaximumSide);
    if (!size) {
        output.err
            << prefix
            << tr("--size '%1': expected WxH with each side from %2 to %3, e.g. 1600x1000.\n")
                   .arg(sizeText)
                   .arg(kMinimumSide)
                   .arg(kMaximumSide);
        return kExitUsage;
    }
    const QString scaleText = parser.value(QStringLiteral("scale"));
    io::NumberProblem scaleProblem = io::NumberProblem::None;
    const std::optional<double> scale
        = io::parseNumber(scaleText, kMinimumScale, kMaximumScale, &scaleProblem);
    if (!scale) {
        output.err << prefix
                   << tr("--scale '%1' %2 (a device pixel ratio, e.g. 2).\n")
                          .arg(scaleText,
                              io::describeProblem(scaleProblem, QString::number(kMinimumScale),
                                  QString::number(kMaximumScale)));
        return kExitUsage;
    }
    const QSize pixels(qRound(size->width() * *scale), qRound(size->height() * *scale));
    if (suffix == QLatin1String("png")
        && (pixels.width() > kMaximumSide || pixels.height() > kMaximumSide)) {
        output.err << prefix
                   << tr("--size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.\n")
                          .arg(size->width())
                          .arg(size->height())
                          .arg(*scale)
                          .arg(pixels.width())
                          .arg(pixels.height())
                          .arg(kMaximumSide);
        return kExitUsage;
    }
    const QString themeText = parser.value(QStringLiteral("theme"));
    const std::optional<Theme::Kind> themeKind = Theme::kindFromName(themeText);
    if (!themeKind) {
        output.err << prefix << tr("--theme '%1': expected light or dark.\n").arg(themeText);
        return kExitUsage;
    }
    if (parser.isSet(QStringLiteral("language"))) {
        const QString language = parser.value(QStringLiteral("language"));
        if (!availableLanguages().contains(language)) {
            output.err << prefix
                       << tr("--language '%1': expected one of %2.\n")
                              .arg(language, availableLanguages().join(QStringLiteral(", ")));
            return kExitUsage;
        }
        installTranslations(*QCoreApplication::instance(), QLocale(language));
    }
    if (!parser.isSet(QStringLiteral("workload"))) {
        output.err << prefix
                   << tr("--workload PRESET|FILE is required; 'tensorscope workload list' lists "
                         "the presets.\n");
        return kExitUsage;
    }
    const auto devices = DeviceOptions::devices(parser, prefix, output);
    if (!devices)
        return kExitUsage;
    int exitCode = kExitOk;
    const auto workload = WorkloadOptions::build(
        parser.value(QStringLiteral("workload")), parser, prefix, output, &exitCode);
    if (!workload)
        return exitCode;

    // The chart as the Compare tab draws it: the same panel, fed the same comparison.
    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    Q_ASSERT(application);
    const Theme theme(*themeKind);
    theme.applyTo(*application);
    if (parser.isSet(QStringLiteral("present")))
        ChartStyle::setScale(PresentationController::kScale);
    const Comparison comparison = Comparison::compute(workload->spec(), *devices);
    ResultsPanel panel;
    panel.setColors(theme.deviceColors(), theme.palette());
    panel.setComparison(comparison);
    if (id == ChartId::ChipScaling) {
        QList<int> colors;
        for (const DeviceComparison& d : comparison.devices)
            colors.append(d.colorIndex);
        panel.setChipCurves(
            ChipScaling::compute(*comparison.workload, *devices, colors, comparison.options));
    }

    QChartView* view = panel.chart(id);
    Q_ASSERT(view);
    if (const QString problem = ChartExport::save(view, path, *size, *scale); !problem.isEmpty()) {
        output.err << prefix << tr("cannot write '%1': %2\n").arg(path, problem);
        return kExitFailure;
    }
    const QSize written = suffix == QLatin1String("png") ? pixels : *size;
    output.out << tr("Wrote %1 (%2, %3x%4, %5 theme)\n")
                      .arg(path, id)
                      .arg(written.width())
                      .arg(written.height())
                      .arg(theme.name());
    return kExitOk;
}

} // namespace ts::cli
