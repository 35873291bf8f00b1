// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "parallelconfig.h"

#include <QJsonObject>
#include <QString>

#include <span>

namespace ts {

/// One size of a parallel split, described once for everything that reads, writes, checks or
/// edits splits: ParallelConfig's label() and check(), job files (JobSpec), the validation rows,
/// the CLI's --dp/--tp/... options, the results' JSON and the job editor's size boxes iterate
/// parallelDimensions() instead of naming fields (docs/architecture.md, "Adding a parallelism
/// dimension"). The ZeRO stage and the micro-batch are not sizes of the split and stay fields.
struct ParallelDimension
{
    /// The short name: the CLI option (--dp), the label's prefix ("dp16"), a job file's split key.
    const char* key;
    /// The key in results' JSON and in validation rows ("virtual_stages" for vp).
    const char* jsonKey;
    qint64 ParallelConfig::*member;
    /// A factor of ParallelConfig::chips() (dp × cp × tp × pp); ep and vp are not.
    bool chipFactor;
    /// Shown by label() even at 1 (dp, tp and pp); the others only above 1.
    bool alwaysLabelled;
    /// Required in files written before the newer dimensions existed (dp, tp, pp); a dimension
    /// added later is optional there and 1 when absent.
    bool requiredInFiles;
    /// Carried by a job file's "split" and edited in the job editor (vp is not).
    bool inJobs;
    /// Above 1 only on a transformer.
    bool transformerOnly;
    /// Translatable (context "ParallelDimension"): the --key option's description, its value's
    /// name in the help, the job editor's undo text and its size box's tool tip.
    const char* optionHelp;
    const char* valueName;
    const char* editText;
    const char* editorToolTip;

    qint64 of(const ParallelConfig& config) const { return config.*member; }
    void set(ParallelConfig& config, qint64 value) const { config.*member = value; }
    /// The option's description, value name, undo text and tool tip, translated.
    QString translatedOptionHelp() const;
    QString translatedValueName() const;
    QString translatedEditText() const;
    QString translatedEditorToolTip() const;
};

/// Every dimension, in label and editor order: dp, tp, pp, cp, ep, vp.
std::span<const ParallelDimension> parallelDimensions();
/// The dimension whose key (or JSON key) is `key`; null when none is.
const ParallelDimension* parallelDimension(const QString& key);

/// Adds a split to results' JSON as every command and the window's export write it: each
/// dimension under its JSON key, and zero_stage.
void insertParallelConfig(QJsonObject& into, const ParallelConfig& config);

} // namespace ts
