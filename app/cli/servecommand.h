// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

class QJsonObject;

namespace ts {
struct Device;
class Workload;
struct WorkloadSpec;
} // namespace ts

namespace ts::serving {
struct ServingEstimate;
struct ServingSpec;
} // namespace ts::serving

namespace ts::cli {

class ServeTraffic;

/// `tensorscope serve --workload X --device A[,B] [--prompt-tokens P] [--generated-tokens G]
/// [--batch B | --ttft-max S --tpot-max S] [--draft D --speculate K --acceptance A] [--json]`:
/// serving a model on one chip (ServingEstimator, docs/serving.md): time to first token, time
/// per output token, a request's latency, output tokens per second and per dollar, the largest
/// batch that fits and the best batch within latency bounds, with speculative decoding.
class ServeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ServeCommand)

public:
    QString name() const override { return QStringLiteral("serve"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    // The steps of run(), in order. Each reader prints a usage error and returns false.
    static bool readServingOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, serving::ServingSpec* serving, double* acceptance,
        qint64* speculate);
    static bool readEngineAndPools(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, serving::ServingSpec* serving);
    static bool checkOptionCombinations(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, const serving::ServingSpec& serving);
    /// --request-rate, --trace or --max-rate, and what the traffic simulation cannot take.
    static bool readTrafficOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, ServeTraffic* traffic, int* exitCode);
    static void applyFileServingRequest(
        const QCommandLineParser& parser, const WorkloadSpec& spec, serving::ServingSpec* serving);
    static bool applyDraftOption(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, const Workload& workload, qint64 speculate, double acceptance,
        serving::ServingSpec* serving, int* exitCode);
    static QString servingHeaderText(const WorkloadSpec& spec, const serving::ServingSpec& serving);
    static QString servingDeviceText(const Device& device, const serving::ServingSpec& serving,
        const serving::ServingEstimate& e);
    static bool appendServingFrontier(const WorkloadSpec& spec, const Device& device,
        const serving::ServingSpec& serving, QJsonObject* entry, QString* text, QString* why);
};

} // namespace ts::cli
