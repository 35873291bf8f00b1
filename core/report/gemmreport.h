// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"
#include "common/precision.h"
#include "engine/opestimate.h"
#include "scaling/collectivemodel.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace ts::report {

/// `tensorscope gemm --json`: one GEMM on each device, with the model's mapping and losses.
class GemmReport
{
public:
    /// One device's GEMM: `device`, `time_s`, `tflops`, `efficiency`, `bound`, `model`,
    /// `precision`, `ran_as`, `peak_tflops`, `flops`, `bytes`, the times (`compute_s`,
    /// `memory_s`, `overhead_s`, `epilogue_s`, `host_call_s`), `losses` (the eight contract
    /// keys, then any other loss the model names) and the model's mapping counts where its
    /// description places them.
    static QJsonObject resultJson(
        const QString& deviceId, const engine::OpEstimate& estimate, double hostCallSeconds);
    /// `{"gemm": {"batch", "m", "n", "k", "precision"}, "results": [...]}`.
    static QJsonObject documentJson(
        const GemmShape& shape, Precision precision, const QJsonArray& results);
};

/// One collective on one device as `tensorscope collective` reports it: the model's estimate
/// and the bandwidths nccl-tests would print.
struct CollectiveRow
{
    scaling::CollectiveEstimate estimate;
    double algorithmBytesPerSecond = 0;
    double busBytesPerSecond = 0;
    QString network; ///< CollectiveModel::describe()
    QStringList notes;
};

/// `tensorscope collective --json`.
class CollectiveReport
{
public:
    /// `device`, `time_s`, `algorithm`, `protocol`, `algbw_gb_per_s` and `busbw_gb_per_s`
    /// (GB/s, 10^9 bytes as nccl-tests), `latency_s`, `bandwidth_s`, `bytes_sent_per_chip`,
    /// `participants`, `network`, `formula` and `notes`.
    static QJsonObject resultJson(const QString& deviceId, const CollectiveRow& row);
    /// `{"collective": {"op", "bytes", "chips"}, "results": [...]}`.
    static QJsonObject documentJson(
        const QString& op, double bytes, qint64 chips, const QJsonArray& results);
};

} // namespace ts::report
