// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "scaling/scalingestimator.h"

#include <optional>

namespace ts::cli {

/// The split options `scale` and `estimate --chips` share: one per ParallelDimension (--dp, --tp,
/// --pp, --cp, --ep, --vp), --zero and --micro-batch, read and checked one way (their messages
/// are `scale`'s).
struct ParallelOptions
{
    /// Each ParallelDimension's size as given (--dp, --tp, ...); 0: not given.
    ParallelConfig given = nothingGiven();
    qint64 microBatch = 0;
    int zero = -1; ///< -1: not given

    /// The most chips a command accepts (2^24): the products of the split sizes stay far inside
    /// 64 bits.
    static constexpr qint64 kMaxChips = qint64(1) << 24;

    /// A split with every dimension's size 0 (not given).
    static ParallelConfig nothingGiven();
    /// Adds the options to `parser`: one per ParallelDimension, --zero and --micro-batch.
    static void add(QCommandLineParser& parser);
    /// The options as given; nothing (the message on `output.err`, prefixed) when one is
    /// malformed: a usage error.
    static std::optional<ParallelOptions> read(
        const QCommandLineParser& parser, const QString& prefix, CommandOutput& output);
    /// The option names, without "--" (for commands that take them only with --chips).
    static QStringList names();

    /// A size of the chip count (--dp, --tp, --pp, --cp) was given: one split, not a search.
    bool fixed() const;
    /// The split every estimate starts from: ep, vp, micro-batch, the ZeRO stage (default 1
    /// for training, 0 for inference) and gradient overlap.
    ParallelConfig base(const Workload& workload, bool overlapGradientReduce) const;
    /// The ZeRO stages a search tries: the given one, else all.
    scaling::SearchOptions search() const;
    /// The fixed split of `chips` chips (an unset size takes what the chip count leaves, dp
    /// first); nothing, with the message, when dp × tp × pp is not `chips`.
    std::optional<ParallelConfig> fixedConfig(qint64 chips, const ParallelConfig& base,
        const QString& prefix, CommandOutput& output) const;

    /// A result for a chip count with no legal split at all, with the diagnostic that says so.
    static scaling::ScalingResult noLegalSplit(qint64 chips);
    /// "the engine cannot estimate OPERATOR: REASON" (or the whole step), translated.
    static QString engineProblemText(const scaling::ScalingResult& result);
    /// Writes why `result` is illegal to `output.err`, one line per problem:
    /// "PREFIX DEVICE N chips: $.parallel.FIELD: expected ..., found ...".
    static void reportProblems(const QString& prefix, const QString& deviceId,
        const scaling::ScalingResult& result, CommandOutput& output);
};

} // namespace ts::cli
