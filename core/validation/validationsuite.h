// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "hardware/catalog.h"
#include "validationdata.h"
#include "validationreport.h"

#include <functional>

namespace ts::validation {

/// The engine's accuracy against published measurements (issue 17; docs/validation.md): every
/// row of the validation data (ValidationDataLoader) is rebuilt as an engine or scaling-model
/// input, predicted, and compared with its measured value.
///
/// Scoring rules: a row is scored when it is expressible and its measurement is not the
/// catalog's own `matrix_achievable_fraction` source (that row is an input of the catalog, not a
/// check of the engine: shown, not scored). Each category's figures are over its scored rows.
/// Signed errors are (predicted − measured) / measured in the row's unit, so for rates a
/// positive error is an optimistic prediction and for times (ms, s/step) a pessimistic one.
///
/// A value: copy freely; run() is const and deterministic.
class ValidationSuite
{
public:
    /// Called after each row with (rows done, rows in all); returning false cancels the run.
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;

    ValidationSuite(ValidationData data, Catalog catalog, engine::EngineOptions options = {});

    /// The shipped validation data and the shipped catalog (not the user's folder: the figures
    /// describe the engine on the devices it ships with). Load problems go to `diagnostics`.
    static ValidationSuite shipped(io::Diagnostics* diagnostics = nullptr);

    /// A user's own measurements (`tensorscope validate --data`, Help › Accuracy's "Load
    /// measurements…"): ValidationDataLoader::loadUser() of `csvPath` and `inputsPath` (empty:
    /// ValidationDataLoader::defaultInputsPath()) on the shipped catalog. Load problems go to
    /// `diagnostics`; nothing is fitted to these rows.
    static ValidationSuite user(const QString& csvPath, const QString& inputsPath = {},
        io::Diagnostics* diagnostics = nullptr);

    const ValidationData& data() const { return m_data; }

    /// Every category of the data, in order of first appearance.
    QStringList categories() const;

    /// Predicts every row (of `category` only, when not empty) and summarises each category.
    ValidationReport run(const QString& category = {}, const Progress& progress = {}) const;

    /// The figures of each category present in `rows`, in order of first appearance.
    static QList<CategorySummary> summarize(const QList<ValidationRow>& rows);
    /// The per-vendor-family figures of `rows` (their scored rows), categories in
    /// `categories`' order.
    static QList<FamilySummary> summarizeFamilies(
        const QList<ValidationRow>& rows, const QList<CategorySummary>& categories);
    /// A device's vendor family for the per-vendor figures: "Google TPU" for a TPU, otherwise
    /// the catalog's vendor ("NVIDIA", "AMD", "Intel", "AWS").
    static QString vendorFamily(const Device& device);

    /// The id of an XLA matmul row, e.g. "XLA-MM-b1-256x256x512" (batch, then M×N×K).
    static QString rowId(const XlaMatmul& row);
    /// The id of an XLA all-reduce row, e.g. "XLA-AR-2x4-1024" (devices per group × groups,
    /// then bytes).
    static QString rowId(const XlaAllReduce& row);
    /// The id of an XLA collectives row, e.g. "XLA-RS-4x2-2048" ("AG", "RS" or "A2A", devices
    /// per group × groups, then the tensor the generator sized: full_tensor_bytes).
    static QString rowId(const XlaCollective& row);

    /// The categories the XLA tables are scored in (both collective tables in the second).
    static QString xlaMatmulCategory() { return QStringLiteral("gemm"); }
    static QString xlaAllReduceCategory() { return QStringLiteral("collective"); }

private:
    ValidationData m_data;
    Catalog m_catalog;
    engine::EngineOptions m_options;
};

} // namespace ts::validation
