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
  "messages-rtl.png=messages-rtl_100.png"
  "large-text-messages.png=large-text-messages_100.png"
)
# README pictures (docs/images) made here the same way. (cat.png, cat.gif and banners.png there
# were copied from an earlier gallery by hand.)
readme_pictures=(
  "messages.png=messages_100.png"
  "messages-dark.png=messages-dark_100.png"
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
# The README's pictures: the cat's 200 pt square with 20 pt around it, and the top 220 pt of the
# banner stack, at 2x — light and dark.
readme=docs/images
stills=(
  "cat.png=cat 2 150,616,480,480"
  "cat-dark.png=cat-dark 2 150,616,480,480"
  "banners.png=banners-overflow 3.6 0,0,780,440"
  "banners-dark.png=banners-overflow-dark 3.6 0,0,780,440"
)
for entry in "${stills[@]}"; do
  name=${entry%%=*}; read -r scene at crop <<<"${entry#*=}"
  swift run -c release OverlayHUDDemoApp still "$scene" --at "$at" --crop "$crop" --out "$readme/$name"
  echo "  $readme/$name  ← $scene at $at s, pixels $crop"
done
du -ch "$resources"/* "$software_resources"/* "$readme"/* | tail -1 | sed 's/total/total size of the pictures/'
