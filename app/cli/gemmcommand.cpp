// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gemmcommand.h"

#include "common/units.h"
#include "deviceoptions.h"
#include "engine/performanceengine.h"
#include "io/numberparsing.h"
#include "models/engineerrortext.h"
#include "report/gemmreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

// Dimensions up to 2^31 each; the engine rejects products whose FLOPs overflow.
constexpr qint64 kMaximumDimension = qint64(1) << 31;

// "  4096 folds; losses: padding 100.0%, ...": the model's own mapping counts and losses,
// labelled from its description (translated), whatever the model.
QString mappingAndLossesLine(const engine::OpEstimate& e)
{
    if (!e.model || (e.mapping.isEmpty() && e.losses.isEmpty()))
        return {};
    const auto label = [](const char* text) {
        return QCoreApplication::translate(engine::kExecutionModelContext, text);
    };
    QStringList counts;
    for (const engine::MappingDescription& d : e.model->mapping) {
        if (const auto value = e.mapping.value(d.id))
            counts << QStringLiteral("%1 %2").arg(label(d.label)).arg(*value);
    }
    QStringList losses;
    for (const auto& loss : e.losses) {
        const engine::LossDescription* d = e.model->loss(loss.id);
        losses << QStringLiteral("%1 %2").arg(
            d ? label(d->label) : QString(loss.id), units::percentText(loss.value));
    }
    return GemmCommand::tr("  %1; losses: %2\n")
        .arg(counts.join(QStringLiteral(", ")), losses.join(QStringLiteral(", ")));
}

} // namespace

QString GemmCommand::summary() const
{
    return tr("Estimate one matrix multiply on catalog devices, with its losses and bound");
}

void GemmCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("m"), tr("Rows of A and C."), tr("M") });
    parser.addOption({ QStringLiteral("n"), tr("Columns of B and C."), tr("N") });
    parser.addOption({ QStringLiteral("k"), tr("The reduction dimension."), tr("K") });
    parser.addOption({ QStringLiteral("batch"), tr("Independent products (default 1)."), tr("B"),
        QStringLiteral("1") });
    parser.addOption({ QStringLiteral("precision"),
        tr("One of %1 (default bf16).").arg(precisionNames().join(QStringLiteral(", "))), tr("P"),
        QStringLiteral("bf16") });
    DeviceOptions::add(parser);
    parser.addOption({ QStringLiteral("host-timed"),
        tr("Time one synchronous call as a host program does (adds the host round trip, "
           "docs/engine.md), rather than the kernel alone.") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
}

int GemmCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    qint64 m = 0;
    qint64 n = 0;
    qint64 k = 0;
    qint64 batch = 1;
    const std::pair<QString, qint64*> dimensions[] = {
        { QStringLiteral("m"), &m },
        { QStringLiteral("n"), &n },
        { QStringLiteral("k"), &k },
        { QStringLiteral("batch"), &batch },
    };
    for (const auto& [option, target] : dimensions) {
        if (!parser.isSet(option) && option != QLatin1String("batch")) {
            output.err << tr("tensorscope gemm: --%1 is required.\n").arg(option);
            return kExitUsage;
        }
        io::NumberProblem problem = io::NumberProblem::None;
        const auto value = io::parseInteger(parser.value(option), 1, kMaximumDimension, &problem);
        if (!value) {
            output.err << tr("tensorscope gemm: --%1 '%2' %3.\n")
                              .arg(option, parser.value(option),
                                  io::describeProblem(problem, QStringLiteral("1"),
                                      QString::number(kMaximumDimension)));
            return kExitUsage;
        }
        *target = *value;
    }
    const GemmShape shape { GemmM(m), GemmN(n), GemmK(k), GemmBatch(batch) };
    const auto precision = precisionFromName(parser.value(QStringLiteral("precision")));
    if (!precision) {
        output.err << tr("tensorscope gemm: --precision '%1': expected one of %2.\n")
                          .arg(parser.value(QStringLiteral("precision")),
                              precisionNames().join(QStringLiteral(", ")));
        return kExitUsage;
    }
    const auto devices
        = DeviceOptions::devices(parser, QStringLiteral("tensorscope gemm: "), output);
    if (!devices)
        return kExitUsage;

    const engine::EngineOptions options;
    const double hostCallSeconds
        = parser.isSet(QStringLiteral("host-timed")) ? options.hostSynchronousCallSeconds : 0.0;
    QJsonArray results;
    int status = kExitOk;
    if (!parser.isSet(QStringLiteral("json")))
        output.out << tr("GEMM %1 x (%2x%3 . %3x%4) %5\n")
                          .arg(shape.batch())
                          .arg(shape.m())
                          .arg(shape.k())
                          .arg(shape.n())
                          .arg(precisionName(*precision));
    for (const Device& device : *devices) {
        engine::EngineError error = engine::EngineError::None;
        auto e
            = engine::PerformanceEngine::estimateGemm(shape, *precision, device, options, &error);
        if (e && hostCallSeconds > 0) {
            // The host's round trip is overhead: it adds to the time and can bound it.
            e->overheadSeconds += hostCallSeconds;
            e->timeSeconds += hostCallSeconds;
            if (e->overheadSeconds >= e->timeSeconds - e->overheadSeconds)
                e->bound = engine::Bound::Overhead;
        }
        if (!e) {
            output.err << (error == engine::EngineError::NoMatrixRate
                    ? tr("tensorscope gemm: %1 has no matrix rate for %2 or a fallback.\n")
                          .arg(device.id, precisionName(*precision))
                    : error == engine::EngineError::InvalidShape
                    ? tr("tensorscope gemm: the GEMM is too large to estimate.\n")
                    : tr("tensorscope gemm: %1: %2.\n")
                          .arg(device.id, EngineErrorText::describe(error)));
            status = kExitFailure;
            continue;
        }
        if (parser.isSet(QStringLiteral("json"))) {
            results.append(report::GemmReport::resultJson(device.id, *e, hostCallSeconds));
            continue;
        }
        output.out << tr("%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)\n")
                          .arg(device.id)
                          .arg(e->timeSeconds, 0, 'g', 4)
                          .arg(e->flops / e->timeSeconds / 1e12, 0, 'f', 1)
                          .arg(units::percentText(e->fractionOfPeak()), precisionName(e->ranAs),
                              engine::boundName(e->bound), e->modelId());
        output.out << mappingAndLossesLine(*e);
        output.out << tr("  compute %1 s, memory %2 s, C stores %3 s, overhead %4 s\n")
                          .arg(e->computeSeconds, 0, 'g', 4)
                          .arg(e->memorySeconds, 0, 'g', 4)
                          .arg(e->epilogueSeconds, 0, 'g', 4)
                          .arg(e->overheadSeconds, 0, 'g', 4);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        output.out << QString::fromUtf8(
            QJsonDocument(report::GemmReport::documentJson(shape, *precision, results))
                .toJson(QJsonDocument::Indented));
    }
    return status;
}

} // namespace ts::cli
