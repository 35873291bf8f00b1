// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sizecachingdelegate.h"

#include <QApplication>
#include <QStyle>

namespace ts {

namespace {

/// Distinct texts and fonts a table shows in a session stay few; the memo is dropped whole
/// past this many.
constexpr qsizetype kMaxSizes = 8192;

} // namespace

SizeCachingDelegate::SizeCachingDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{ }

QSize SizeCachingDelegate::sizeHint(
    const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // What QStyledItemDelegate::sizeHint does, with the style's answer memoised: a size
    // given by the model is returned as it is.
    const QVariant given = index.data(Qt::SizeHintRole);
    if (given.isValid())
        return qvariant_cast<QSize>(given);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    const Key key { opt.text, opt.font, style, int(opt.features), int(opt.displayAlignment),
        int(opt.decorationAlignment), int(opt.decorationPosition), opt.decorationSize,
        int(opt.textElideMode), opt.rect.width(), int(opt.checkState), int(opt.direction),
        int(opt.viewItemPosition), int(opt.state) };
    if (const auto found = m_sizes.constFind(key); found != m_sizes.constEnd())
        return *found;
    if (m_sizes.size() >= kMaxSizes)
        m_sizes.clear();
    ++m_computed;
    return *m_sizes.insert(
        key, style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), widget));
}

size_t qHash(const SizeCachingDelegate::Key& key, size_t seed)
{
    return qHashMulti(seed, key.text, key.font, key.style, key.features, key.displayAlignment,
        key.decorationPosition, key.decorationSize.width(), key.decorationSize.height(), key.width,
        key.state);
}

} // namespace ts
