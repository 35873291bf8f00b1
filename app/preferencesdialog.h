// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace ts {

/// Edit › Preferences: the user interface language ("System default" or one of the languages
/// compiled into the binary) and the basis of costs and energy: which price (kind, first listed
/// or cheapest, one provider), the PUE, and what owning a chip costs (electricity price,
/// amortization, utilization). The window applies the choices when the dialog is accepted, so
/// a cancelled dialog changes nothing.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The chosen language as a locale name; empty for the system's language.
    QString language() const;
    void setLanguage(const QString& localeName);

    QComboBox* languageCombo() const { return m_language; }

    /// `options` with the dialog's cost and energy settings in place.
    engine::EngineOptions engineOptions(engine::EngineOptions options = {}) const;
    void setEngineOptions(const engine::EngineOptions& options);

    QComboBox* priceKindCombo() const { return m_priceKind; }
    QComboBox* priceBasisCombo() const { return m_priceBasis; }
    QLineEdit* priceProviderEdit() const { return m_priceProvider; }
    QDoubleSpinBox* pueSpin() const { return m_pue; }

private:
    QComboBox* m_language = nullptr;
    QComboBox* m_priceKind = nullptr;
    QComboBox* m_priceBasis = nullptr;
    QLineEdit* m_priceProvider = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QDoubleSpinBox* m_electricity = nullptr;
    QDoubleSpinBox* m_amortization = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
};

} // namespace ts
