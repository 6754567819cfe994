#!/usr/bin/env bash
# Regenerates the pictures of the DocC articles (Sources/OverlayHUD/OverlayHUD.docc/Resources and
# Sources/OverlayHUDSoftware/OverlayHUDSoftware.docc/Resources) and the README pictures listed below
# (docs/images) with our own software renderer: renders a few demo-app scenes into a temporary gallery and
# copies the chosen stills and GIFs under stable names. Same code, same fonts → same bytes.
#
#   Scripts/docs-images.sh          # then review `git diff --stat` and look at the pictures
#
# The banner picture uses the `banners-overflow` scene, whose three remaining names are Latin,
# so it looks the same with or without the optional CJK font; the messages are Latin too. The dark
# and right-to-left pictures are the same scenes' `-dark` and `-rtl` variants
# (Sources/OverlayHUDDemoApp/Scenes/SceneVariants.swift).
# The README's pictures (docs/images) are crops of single stills (the demo app's `still` command).
set -euo pipefail
cd "$(dirname "$0")/.."

resources=Sources/OverlayHUD/OverlayHUD.docc/Resources
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# picture name in the catalog  ←  gallery file (scene_percent.png or scene.gif)
pictures=(
  "waiting-hud-cat.png=cat_050.png"
  "waiting-hud-cat.gif=cat.gif"
  "banners-stacked.png=banners-overflow_100.png"
  "messages.png=messages_100.png"
  "option-popup-spring-bottom.png=option-spring-bottom_100.png"
  "card-popup-typing.png=card-popup_025.png"
  "waiting-hud-cat-dark.png=cat-dark_050.png"
  "banners-stacked-dark.png=banners-overflow-dark_100.png"
  "banners-stacked-rtl.png=banners-overflow-rtl_100.png"
  "option-popup-spring-bottom-dark.png=option-spring-bottom-dark_100.png"
  "option-popup-spring-bottom-rtl.png=option-spring-bottom-rtl_100.png"
  "card-popup-typing-dark.png=card-popup-dark_025.png"
  "large-text-banners.png=large-text-banners_100.png"
  "messages-dark.png=messages-dark_100.png"
  "option-popup-spring-bottom-large-text.png=large-text-option_100.png"
  "card-popup-typing-large-text.png=large-text-card_100.png"
  "messages-rtl.png=messages-rtl_100.png"
  "large-text-messages.png=large-text-messages_100.png"
  "card-popup-scrolling-ax5.png=large-text-ax5-card-landscape_100.png"
  "messages-actions.png=messages-actions_100.png"
  "messages-syncing.png=messages-syncing_025.png"
  "messages-synced.png=messages-syncing_075.png"
  "large-text-message-actions.png=large-text-message-actions_100.png"
)
# README pictures (docs/images) made here the same way. (cat.gif there was copied from an earlier
# gallery by hand.)
readme_pictures=(
  "app-pictures.png=app-pictures_100.png"
  "language-de.png=lang-de-hud_100.png"
  "messages.png=messages_100.png"
  "large-text-messages.png=large-text-messages_100.png"
)

scenes=()
for entry in "${pictures[@]}" "${readme_pictures[@]}"; do
  file=${entry#*=}
  scene=${file%.gif}; scene=${scene%_[0-9][0-9][0-9].png}
  [[ " ${scenes[*]-} " == *" $scene "* ]] || scenes+=("$scene")
done

swift run -c release OverlayHUDDemoApp gallery "$tmp" "${scenes[@]}"

mkdir -p "$resources"
for entry in "${pictures[@]}"; do
  name=${entry%%=*}; file=${entry#*=}
  cp "$tmp/$file" "$resources/$name"
  echo "  $resources/$name  ← $file"
done
mkdir -p docs/images
for entry in "${readme_pictures[@]}"; do
  name=${entry%%=*}; file=${entry#*=}
  cp "$tmp/$file" "docs/images/$name"
  echo "  docs/images/$name  ← $file"
done
# The banner and the message showing an app's own view are golden images: the software renderer draws nothing for
# a platform view, so its test paints a stand-in in the view's slot.
cp Tests/OverlayHUDTests/Golden/Banners/own-view.png "$resources/banners-own-view.png"
echo "  $resources/banners-own-view.png  ← Tests/OverlayHUDTests/Golden/Banners/own-view.png"
cp Tests/OverlayHUDTests/Golden/Messages/own-view.png "$resources/messages-own-view.png"
echo "  $resources/messages-own-view.png  ← Tests/OverlayHUDTests/Golden/Messages/own-view.png"
# The software product's article shows the cat GIF too.
software_resources=Sources/OverlayHUDSoftware/OverlayHUDSoftware.docc/Resources
mkdir -p "$software_resources"
cp "$resources/waiting-hud-cat.gif" "$software_resources/waiting-hud-cat.gif"
echo "  $software_resources/waiting-hud-cat.gif"
# The README's pictures: single stills at 2x cropped to the element with a margin, each element
# light, dark and at text size AX3 (the large-text scenes), and the status HUDs light and dark.
# The cat's 200 pt square (centred on the screen) with 20 pt around it (its AX3 square, 300 pt, with 15 pt), the top 220 pt
# of the banner stack (240 pt at AX3), MBProgressHUD's bezel, a 190 × 130 pt box around a status
# HUD (its AX3 bezel, wrapped to the screen's width, with 15 pt around it), the option panel,
# the card (its AX3 card, 358 pt at the readable width, with 11 pt), the dark messages' top 340 pt,
# the bottom sheet (at 1x) resting and mid-drag.
readme=docs/images
stills=(
  "cat.png=cat 2 150,604,480,480"
  "cat-dark.png=cat-dark 2 150,604,480,480"
  "cat-large-text.png=large-text-cat 2.6 60,514,660,660"
  "banners.png=banners-overflow 3.6 0,0,780,440"
  "banners-dark.png=banners-overflow-dark 3.6 0,0,780,440"
  "large-text-banners.png=large-text-banners 1.6 0,0,780,480"
  "hud.png=mb-default 1 190,644,400,400"
  "hud-dark.png=mb-default-dark 1 190,644,400,400"
  "hud-large-text.png=large-text-hud 1.5 100,597,580,520"
  "status-success.png=success 1 200,714,380,260"
  "status-error.png=error 1 200,714,380,260"
  "status-info.png=info 1 200,714,380,260"
  "status-icon.png=status-icon 1 200,714,380,260"
  "status-success-dark.png=success-dark 1 200,714,380,260"
  "status-error-dark.png=error-dark 1 200,714,380,260"
  "status-info-dark.png=info-dark 1 200,714,380,260"
  "status-icon-dark.png=status-icon-dark 1 200,714,380,260"
  "status-large-text.png=large-text-status 1 20,664,740,384"
  "option.png=option-spring-bottom 1.2 100,620,580,440"
  "option-dark.png=option-spring-bottom-dark 1.2 100,620,580,440"
  "option-large-text.png=large-text-option 1.2 100,620,580,440"
  "card.png=card-popup 2 50,330,680,1000"
  "card-dark.png=card-popup-dark 2 50,330,680,1000"
  "card-large-text.png=large-text-card 2 20,330,740,1000"
  "messages-dark.png=messages-dark 2.2 0,0,780,680"
  "messages-undo.png=messages-actions 1 0,80,780,220"
  "messages-syncing.png=messages-syncing 0.75 0,80,780,220"
  "messages-synced.png=messages-syncing 2.25 0,80,780,220"
  "bottom-sheet.png=popup-bottom-sheet 0.8 0,380,390,464 1"
  "bottom-sheet-drag.png=popup-bottom-sheet 1.5 0,380,390,464 1"
)
for entry in "${stills[@]}"; do
  name=${entry%%=*}; read -r scene at crop scale <<<"${entry#*=}"
  swift run -c release OverlayHUDDemoApp still "$scene" --at "$at" --scale "${scale:-2}" --crop "$crop" --out "$readme/$name"
  echo "  $readme/$name  ← $scene at $at s, pixels $crop"
done
# The DocC articles show some of the same crops (the waiting HUD article: MBProgressHUD's bezel and
# the status HUDs) and the AX3 cat over the whole screen.
swift run -c release OverlayHUDDemoApp still large-text-cat --at 2.6 --out "$resources/waiting-hud-cat-large-text.png"
echo "  $resources/waiting-hud-cat-large-text.png  ← large-text-cat at 2.6 s"
for name in hud hud-dark hud-large-text; do
  cp "$readme/$name.png" "$resources/waiting-hud-mb${name#hud}.png"
  echo "  $resources/waiting-hud-mb${name#hud}.png  ← $readme/$name.png"
done
for name in success error info icon success-dark error-dark info-dark icon-dark large-text; do
  cp "$readme/status-$name.png" "$resources/status-hud-$name.png"
  echo "  $resources/status-hud-$name.png  ← $readme/status-$name.png"
done
du -ch "$resources"/* "$software_resources"/* "$readme"/* | tail -1 | sed 's/total/total size of the pictures/'
