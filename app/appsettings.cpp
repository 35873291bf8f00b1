// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "appsettings.h"

namespace ts {

namespace {
const QString kThemeKey = QStringLiteral("Appearance/Theme");
const QString kLanguageKey = QStringLiteral("Appearance/Language");
const QString kGeometryKey = QStringLiteral("MainWindow/Geometry");
const QString kStateKey = QStringLiteral("MainWindow/State");
const QString kRecentKey = QStringLiteral("Workspace/RecentFiles");
const QString kLastFileKey = QStringLiteral("Workspace/LastFile");
const QString kLastModifiedKey = QStringLiteral("Workspace/LastModified");
const QString kPriceKindKey = QStringLiteral("Costs/PriceKind");
const QString kPriceBasisKey = QStringLiteral("Costs/PriceBasis");
const QString kPriceProviderKey = QStringLiteral("Costs/PriceProvider");
const QString kPueKey = QStringLiteral("Costs/Pue");
const QString kElectricityKey = QStringLiteral("Costs/ElectricityUsdPerKwh");
const QString kAmortizationKey = QStringLiteral("Costs/AmortizationYears");
const QString kUtilizationKey = QStringLiteral("Costs/Utilization");
} // namespace

Theme::Kind AppSettings::theme() const
{
    return Theme::kindFromName(m_settings.value(kThemeKey).toString()).value_or(Theme::Kind::Light);
}

void AppSettings::setTheme(Theme::Kind kind)
{
    m_settings.setValue(kThemeKey, Theme(kind).name());
}

QString AppSettings::language() const
{
    return m_settings.value(kLanguageKey).toString();
}

void AppSettings::setLanguage(const QString& localeName)
{
    m_settings.setValue(kLanguageKey, localeName);
}

QByteArray AppSettings::mainWindowGeometry() const
{
    return m_settings.value(kGeometryKey).toByteArray();
}

void AppSettings::setMainWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometryKey, geometry);
}

QByteArray AppSettings::mainWindowState() const
{
    return m_settings.value(kStateKey).toByteArray();
}

void AppSettings::setMainWindowState(const QByteArray& state)
{
    m_settings.setValue(kStateKey, state);
}

QStringList AppSettings::recentWorkspaces() const
{
    // A settings file is input too: 90,000 entries made every start 14 s slower (issue 34
    // item 10). Only the first kMaxRecentFiles are kept, each a path of bounded length.
    QStringList paths = m_settings.value(kRecentKey).toStringList().mid(0, kMaxRecentFiles);
    paths.removeIf([](const QString& path) { return path.isEmpty() || path.size() > 4096; });
    return paths;
}

void AppSettings::setRecentWorkspaces(const QStringList& paths)
{
    m_settings.setValue(kRecentKey, paths.mid(0, kMaxRecentFiles));
}

void AppSettings::addRecentWorkspace(const QString& path)
{
    QStringList paths = recentWorkspaces();
    paths.removeAll(path);
    paths.prepend(path);
    setRecentWorkspaces(paths);
}

QString AppSettings::lastWorkspaceFile() const
{
    return m_settings.value(kLastFileKey).toString();
}

void AppSettings::setLastWorkspaceFile(const QString& path)
{
    m_settings.setValue(kLastFileKey, path);
}

bool AppSettings::lastWorkspaceModified() const
{
    return m_settings.value(kLastModifiedKey, false).toBool();
}

void AppSettings::setLastWorkspaceModified(bool modified)
{
    m_settings.setValue(kLastModifiedKey, modified);
}

engine::EngineOptions AppSettings::engineOptions(QStringList* refused) const
{
    engine::EngineOptions options;
    const QString kind = m_settings.value(kPriceKindKey).toString();
    if (Device::priceKindNames().contains(kind))
        options.priceKind = kind;
    if (const auto choice
        = engine::EngineOptions::priceChoiceFromName(m_settings.value(kPriceBasisKey).toString()))
        options.priceChoice = *choice;
    options.priceProvider = m_settings.value(kPriceProviderKey).toString().left(128);
    // A hand-edited settings file is input too: each number is taken only when it is one and
    // EngineOptions::problem() accepts it, on its own (issue 34 item 10: one value out of range
    // dropped all four); the keys refused are reported.
    const auto take = [&](const QString& key, double engine::EngineOptions::*field) {
        if (!m_settings.contains(key))
            return;
        bool ok = false;
        const double value = m_settings.value(key).toDouble(&ok);
        engine::EngineOptions candidate = options;
        candidate.*field = value;
        if (ok && candidate.problem().isEmpty())
            options = candidate;
        else if (refused)
            refused->append(key);
    };
    take(kPueKey, &engine::EngineOptions::powerUsageEffectiveness);
    take(kElectricityKey, &engine::EngineOptions::electricityUsdPerKwh);
    take(kAmortizationKey, &engine::EngineOptions::ownedAmortizationYears);
    take(kUtilizationKey, &engine::EngineOptions::ownedUtilization);
    return options;
}

void AppSettings::setEngineOptions(const engine::EngineOptions& options)
{
    m_settings.setValue(kPriceKindKey, options.priceKind);
    m_settings.setValue(
        kPriceBasisKey, engine::EngineOptions::priceChoiceName(options.priceChoice));
    m_settings.setValue(kPriceProviderKey, options.priceProvider);
    m_settings.setValue(kPueKey, options.powerUsageEffectiveness);
    m_settings.setValue(kElectricityKey, options.electricityUsdPerKwh);
    m_settings.setValue(kAmortizationKey, options.ownedAmortizationYears);
    m_settings.setValue(kUtilizationKey, options.ownedUtilization);
}

} // namespace ts
