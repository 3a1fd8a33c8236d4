#!/bin/sh
# A fake 2012 bot for the client tests: pc2012_fake_bot.sh MODE LOG
# It logs every line it reads to LOG and sets up a full classic army with a Scout on its
# front row at the board's edge (RED: column 0, BLUE: column 9). MODE says what it does:
#   shuttle    moves that Scout forward and back for ever (legal without the two-square rule)
#   surrender  answers its first turn with SURRENDER
#   nonsense   answers its first turn with "3 3 SIDEWAYS"
#   crash      dies of SIGSEGV on its first turn
#   hang       never answers its first turn
#   silent     never sends a setup
#   quit       exits with status 3 instead of sending a setup
#   badsetup   sends 40 Scouts
mode=$1
log=$2

IFS= read -r greeting
printf '%s\n' "$greeting" >> "$log"
case $mode in
  silent) exec sleep 60 ;;
  quit) exit 3 ;;
  badsetup) for row in 1 2 3 4; do echo 9999999999; done ;;
  *)
    case $greeting in
      RED*)
        printf '%s\n' FBBBBBB123 3444555566 6677778888 99999999s8
        forward="0 3 DOWN" back="0 4 UP" ;;
      *)
        printf '%s\n' 8s99999999 8888777766 6655554443 321BBBBBBF
        forward="9 6 UP" back="9 5 DOWN" ;;
    esac ;;
esac

# A turn opens with START or the opponent's move and 10 board lines; after our move comes
# its echo, which needs no answer.
expect=turn rows=0 moves=0
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$log"
  case $line in QUIT*) exit 0 ;; esac
  case $expect in
    echo) expect=turn ;;
    turn) expect=board rows=0 ;;
    board)
      rows=$((rows + 1))
      [ $rows -lt 10 ] && continue
      case $mode in
        surrender) echo SURRENDER ;;
        nonsense) echo "3 3 SIDEWAYS" ;;
        crash) kill -SEGV $$ ;;
        hang) exec sleep 60 ;;
        *) if [ $((moves % 2)) -eq 0 ]; then echo "$forward"; else echo "$back"; fi ;;
      esac
      moves=$((moves + 1)) expect=echo ;;
  esac
done
