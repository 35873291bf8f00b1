// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace ts {

/// A QStyledItemDelegate whose size hints are memoised by everything the style sizes an item
/// from: its text, font, features, alignment, decoration size and position, elide mode,
/// width and the style itself. Fitting a table's columns to their contents asks every cell
/// for its size on every edit; laying out the same text in the same font again cost 12 M
/// instructions per edit of the comparison table (bench_workspace). The hints are the ones
/// QStyledItemDelegate gives; painting is unchanged.
class SizeCachingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SizeCachingDelegate(QObject* parent = nullptr);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// How many hints were computed rather than found (tests).
    int computedCount() const { return m_computed; }

private:
    mutable QHash<QString, QSize> m_sizes;
    mutable int m_computed = 0;
};

} // namespace ts
