// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "localization.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ts {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    //: %1 is the system's language in its own name, e.g. "Deutsch".
    m_language->addItem(
        tr("System default (%1)").arg(nativeLanguageName(QLocale::system().name())), QString());
    // Each language in its own name, so a user who cannot read the current one finds theirs.
    for (const QString& name : availableLanguages())
        m_language->addItem(nativeLanguageName(name), name);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* note = new QLabel(tr("The window switches language as soon as you press OK."), this);
    note->setWordWrap(true);
    form->addRow(note);

    // Costs and energy: every cost figure names the quote it used (provider, date), the
    // Explanation says which basis chose it.
    auto* costs = new QGroupBox(tr("Costs and energy"), this);
    auto* costForm = new QFormLayout(costs);
    m_priceKind = new QComboBox(costs);
    m_priceKind->setObjectName(QStringLiteral("priceKindCombo"));
    const QStringList kinds = Device::priceKindNames();
    const QString kindNames[]
        = { tr("On demand"), tr("Spot"), tr("1-year commitment"), tr("3-year commitment") };
    for (qsizetype i = 0; i < kinds.size(); ++i)
        m_priceKind->addItem(
            i < qsizetype(std::size(kindNames)) ? kindNames[i] : kinds[i], kinds[i]);
    m_priceBasis = new QComboBox(costs);
    m_priceBasis->setObjectName(QStringLiteral("priceBasisCombo"));
    m_priceBasis->addItem(tr("The catalog's reference quote (first listed)"),
        engine::EngineOptions::priceChoiceName(engine::EngineOptions::PriceChoice::First));
    m_priceBasis->addItem(tr("The cheapest public quote"),
        engine::EngineOptions::priceChoiceName(engine::EngineOptions::PriceChoice::Cheapest));
    m_priceProvider = new QLineEdit(costs);
    m_priceProvider->setObjectName(QStringLiteral("priceProviderEdit"));
    m_priceProvider->setMaxLength(128);
    m_priceProvider->setPlaceholderText(tr("any provider (or e.g. Google Cloud, AWS)"));
    auto spin = [costs](const char* name, double minimum, double maximum, int decimals,
                    const QString& suffix) {
        auto* box = new QDoubleSpinBox(costs);
        box->setObjectName(QLatin1String(name));
        box->setRange(minimum, maximum);
        box->setDecimals(decimals);
        box->setSuffix(suffix);
        return box;
    };
    m_pue = spin("pueSpin", 1, 3, 2, QString());
    m_electricity = spin("electricitySpin", 0, 1, 3, tr(" $/kWh"));
    m_amortization = spin("amortizationSpin", 1, 15, 1, tr(" years"));
    m_utilization = spin("utilizationSpin", 1, 100, 0, tr(" %"));
    costForm->addRow(tr("&Prices:"), m_priceKind);
    costForm->addRow(tr("&Quote:"), m_priceBasis);
    costForm->addRow(tr("P&rovider:"), m_priceProvider);
    costForm->addRow(tr("P&UE:"), m_pue);
    costForm->addRow(tr("&Electricity (owned chips):"), m_electricity);
    costForm->addRow(tr("&Amortization (owned chips):"), m_amortization);
    costForm->addRow(tr("&Utilization (owned chips):"), m_utilization);
    setEngineOptions({});

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(costs);
    layout->addStretch(1);
    layout->addWidget(buttons);
    // Room for the longest language name and the note on one or two lines, in any language.
    setMinimumWidth(fontMetrics().averageCharWidth() * 56);
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString& localeName)
{
    const int index = m_language->findData(localeName);
    m_language->setCurrentIndex(index >= 0 ? index : 0);
}

engine::EngineOptions PreferencesDialog::engineOptions(engine::EngineOptions options) const
{
    options.priceKind = m_priceKind->currentData().toString();
    options.priceChoice
        = engine::EngineOptions::priceChoiceFromName(m_priceBasis->currentData().toString())
              .value_or(engine::EngineOptions::PriceChoice::First);
    options.priceProvider = m_priceProvider->text().trimmed();
    options.powerUsageEffectiveness = m_pue->value();
    options.electricityUsdPerKwh = m_electricity->value();
    options.ownedAmortizationYears = m_amortization->value();
    options.ownedUtilization = m_utilization->value() / 100.0;
    return options;
}

void PreferencesDialog::setEngineOptions(const engine::EngineOptions& options)
{
    m_priceKind->setCurrentIndex(std::max(0, m_priceKind->findData(options.priceKind)));
    m_priceBasis->setCurrentIndex(std::max(
        0, m_priceBasis->findData(engine::EngineOptions::priceChoiceName(options.priceChoice))));
    m_priceProvider->setText(options.priceProvider);
    m_pue->setValue(options.powerUsageEffectiveness);
    m_electricity->setValue(options.electricityUsdPerKwh);
    m_amortization->setValue(options.ownedAmortizationYears);
    m_utilization->setValue(options.ownedUtilization * 100.0);
}

} // namespace ts
