// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "report/servingreport.h"
#include "serving/servingestimator.h"
#include "serving/trafficsimulator.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace ts::cli {

/// The traffic part of `tensorscope serve` (issue 35 item 5, docs/serving.md "Traffic"):
/// `--request-rate R [--requests N] [--seed S]`, `--trace FILE` and `--max-rate` run the traffic
/// simulator on each device and add its figures to the text and, as `traffic`, to each device's
/// JSON object.
class ServeTraffic
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ServeTraffic)

public:
    static void addOptions(QCommandLineParser& parser);
    /// Reads and checks the options (and the trace file). False after printing why, with the
    /// exit code in `exitCode`.
    bool parse(const QCommandLineParser& parser, const QString& prefix, CommandOutput& output,
        int* exitCode);
    /// Whether any traffic option was given.
    bool requested() const { return m_requested; }
    /// Simulates serving on `device`; appends the text and returns the JSON object, or nothing
    /// after setting `problem`.
    std::optional<QJsonObject> run(const WorkloadSpec& spec, const Device& device,
        const serving::ServingSpec& serving, QString* text, QString* problem) const;

private:
    /// What run() simulated, for its text and its JSON (report::ServingReport::trafficJson).
    using Simulation = report::TrafficRun;
    /// The prompt and output lengths: the command's, or the trace's means (for the memory and
    /// the decode steps) and its longest prompt.
    void meanLengths(const serving::ServingSpec& serving, qint64* meanPrompt, qint64* meanOutput,
        qint64* longestPrompt) const;
    QString trafficText(const Simulation& sim) const;

    bool m_requested = false;
    bool m_maxRate = false;
    double m_rate = 0; ///< 0: no --request-rate
    qint64 m_requests = 10000;
    quint64 m_seed = 1;
    QString m_tracePath;
    std::vector<serving::TrafficRequest> m_trace;
};

} // namespace ts::cli
